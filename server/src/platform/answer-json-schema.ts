import { z } from 'zod';

export type JsonSchema = { [keyword: string]: unknown };

/** Why an answer schema cannot be serialised by a compiled serialiser exactly as zod would. */
export class NotCompilable extends Error {
  override name = 'NotCompilable';
}

type Def = { type: string } & Record<string, unknown>;
type Check = { _zod: { def: { check: string } } };

/** Kinds whose output is the value itself: zod only checks them (the answer path does not). */
const PLAIN_KINDS = new Set(['string', 'number', 'boolean', 'null', 'enum', 'literal', 'any', 'unknown']);
/** Wrappers whose output is their inner schema's. */
const WRAPPER_KINDS = new Set(['nullable', 'optional', 'readonly', 'nonoptional', 'default']);

function defOf(schema: z.ZodType): Def {
  return schema._zod.def as unknown as Def;
}

/**
 * Checks that change the value (`.trim()`, `.toLowerCase()`, `.overwrite()`) run when zod encodes;
 * a compiled serialiser would send the value unchanged.
 */
function hasOverwrite(def: Def): boolean {
  const checks = (def.checks as Check[] | undefined) ?? [];
  return checks.some((check) => check._zod.def.check === 'overwrite');
}

type Part = [schema: z.ZodType, path: string];

/** The schemas inside one part whose output is sent as it is; throws NotCompilable for the others. */
function partsOf(def: Def, path: string): Part[] {
  const fail = (why: string): never => {
    throw new NotCompilable(`${path}: ${why}`);
  };
  if (hasOverwrite(def)) fail(`a ${def.type} check rewrites the value`);
  if (PLAIN_KINDS.has(def.type)) {
    const values = def.type === 'literal' ? (def.values as unknown[]) : [];
    if (values.some((value) => typeof value === 'bigint' || value === undefined)) fail('a literal JSON cannot hold');
    return [];
  }
  if (WRAPPER_KINDS.has(def.type)) return [[def.innerType as z.ZodType, path]];
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape as Record<string, z.ZodType>);
      const parts = fields.map(([key, field]): Part => [field, `${path}.${key}`]);
      const rest = def.catchall as z.ZodType | undefined;
      // No catchall strips unknown keys, `never` refuses them; either way none is sent.
      if (rest && defOf(rest).type !== 'never') parts.push([rest, `${path}.*`]);
      return parts;
    }
    case 'array':
      return [[def.element as z.ZodType, `${path}[]`]];
    case 'union':
      return (def.options as z.ZodType[]).map((option): Part => [option, path]);
    case 'record':
      if (defOf(def.keyType as z.ZodType).type !== 'string') fail('a record keyed by anything but plain strings');
      return [[def.valueType as z.ZodType, `${path}.*`]];
    case 'lazy':
      return [[(def.getter as () => z.ZodType)(), path]];
    default:
      return fail(`zod type "${def.type}" is not sent as it is`);
  }
}

/**
 * Throws NotCompilable unless every part of the schema sends, when encoded by zod and put through
 * JSON.stringify, exactly the value it is given (or refuses it): then a serialiser compiled from
 * its JSON Schema writes the same JSON. Transforms, codecs, dates, maps, sets and the like are
 * left to zod. Recursive schemas (z.lazy, getters) are walked once; no recursion, so no depth limit.
 */
export function assertPlainOutput(schema: z.ZodType): void {
  const seen = new Set<z.ZodType>();
  const pending: Part[] = [[schema, '(answer)']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [part, path] = next;
    if (seen.has(part)) continue;
    seen.add(part);
    pending.push(...partsOf(defOf(part), path));
  }
}

const PRIMITIVE_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

function isConstOfType(branch: unknown, type: unknown): boolean {
  const keys = typeof branch === 'object' && branch !== null ? Object.keys(branch) : [];
  const value = branch as JsonSchema;
  return keys.length === 2 && value.type === type && 'const' in value;
}

/**
 * A union of alternatives the serialiser can tell apart without running a validator per value:
 * literals of one type become an enum of that type, and "X or null" becomes X with the null type.
 * Other unions stay `anyOf` (fast-json-stringify then picks the first alternative that validates).
 */
function simplifyAnyOf(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf as JsonSchema[];
  const { anyOf: _, ...rest } = schema;
  const type = branches[0]?.type;
  if (PRIMITIVE_TYPES.has(type as string) && branches.every((branch) => isConstOfType(branch, type)))
    return { ...rest, type, enum: branches.map((branch) => branch.const) };
  if (branches.length === 2) {
    const nullAt = branches.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = branches[1 - nullAt];
    if (nullAt >= 0 && other && typeof other.type === 'string' && !other.anyOf && !other.oneOf)
      return { ...rest, ...other, type: [other.type, 'null'] };
  }
  return schema;
}

/** Keywords whose value is data (literal values, names), copied as it is. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'required', 'examples', 'description', 'title']);
/** Keywords holding schemas by name: the names are field or definition names, not keywords. */
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

function mapValues(map: JsonSchema, each: (value: unknown) => unknown): JsonSchema {
  return Object.fromEntries(Object.entries(map).map(([name, value]) => [name, each(value)]));
}

/**
 * Shapes zod's JSON Schema for fast-json-stringify so that it writes what zod's path writes:
 * - `default` goes: zod refuses an answer that leaves out a defaulted field, it does not fill it in;
 * - `additionalProperties: false` goes: unknown keys are left out either way, and without it a
 *   union's object alternatives match an answer with extra keys as zod's (stripping) union does;
 * - unions of literals and nullable values become plain types (see simplifyAnyOf).
 */
function forSerializer(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerializer);
  if (typeof node !== 'object' || node === null) return node;
  const shaped: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (keyword === 'default' || keyword === '$schema') continue;
    if (keyword === 'additionalProperties' && value === false) continue;
    if (DATA_KEYWORDS.has(keyword)) shaped[keyword] = value;
    else if (SCHEMA_MAP_KEYWORDS.has(keyword)) shaped[keyword] = mapValues(value as JsonSchema, forSerializer);
    else shaped[keyword] = forSerializer(value);
  }
  return Array.isArray(shaped.anyOf) ? simplifyAnyOf(shaped) : shaped;
}

/**
 * The JSON Schema from which an answer's serialiser is compiled: zod's own conversion of the
 * answer's output side (draft-07, recursion through `definitions`), shaped for fast-json-stringify.
 * Throws NotCompilable where the bytes could differ from zod's path.
 */
export function answerJsonSchema(schema: z.ZodType): JsonSchema {
  assertPlainOutput(schema);
  let converted: JsonSchema;
  try {
    converted = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'ref',
      reused: 'inline',
    }) as JsonSchema;
  } catch (error) {
    throw new NotCompilable(`zod cannot express it in JSON Schema: ${(error as Error).message}`);
  }
  return forSerializer(converted) as JsonSchema;
}
