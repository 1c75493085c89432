import { CORE_LANGUAGES } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES, translate } from '../src/platform/messages';
import { fieldName } from '../src/platform/messages/field-names';
import { createTestApp, describeWithDb } from './helper';

/**
 * Every field a caller can send may be named in a message ("Please check the input: <field> is
 * required"): by a contract's rule, by the control-character check that every string passes, by a
 * service's own check. So every field of every request schema in the API document (each body
 * field at every depth, each query and route parameter) has its label in all three languages.
 */

type JsonSchema = {
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type ApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Field paths of a schema, list entries as their first ("msg.0.key"). A record's keys are the caller's own: no field. */
function fieldPaths(document: ApiDocument, given: JsonSchema, path: string[] = [], depth = 0): string[] {
  if (depth > 12) return [];
  const name = given.$ref?.replace('#/components/schemas/', '');
  const schema = name ? (document.components?.schemas?.[name] ?? {}) : given;
  const found: string[] = [];
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    found.push(...fieldPaths(document, alternative, path, depth + 1));
  }
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    found.push([...path, key].join('.'), ...fieldPaths(document, property, [...path, key], depth + 1));
  }
  if (schema.items) found.push(...fieldPaths(document, schema.items, [...path, '0'], depth + 1));
  return found;
}

function requestFields(document: ApiDocument): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [route, operations] of Object.entries(document.paths)) {
    if (!route.startsWith('/api/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const where = `${method.toUpperCase()} ${route}`;
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query' || parameter.in === 'path') fields.set(parameter.name, where);
      }
      for (const content of Object.values(operation.requestBody?.content ?? {})) {
        if (content.schema) for (const path of fieldPaths(document, content.schema)) fields.set(path, where);
      }
    }
  }
  return fields;
}

describeWithDb('field labels', () => {
  let app: FastifyInstance;
  let fields: Map<string, string>;

  beforeAll(async () => {
    app = await createTestApp();
    await app.ready();
    fields = requestFields(app.swagger() as unknown as ApiDocument);
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds the fields of every request, the face picture and nested notification texts among them', () => {
    expect(fields.has('image')).toBe(true);
    expect(fields.has('texts.de-DE.msg.0.key')).toBe(true);
    expect(fields.size).toBeGreaterThan(150);
  });

  it('has a label in all three languages for every name of every request field', () => {
    const missing: string[] = [];
    for (const [path, where] of fields) {
      for (const segment of path.split('.').filter((part) => !/^\d+$/.test(part))) {
        for (const language of CORE_LANGUAGES) {
          if (!CATALOGUES[language][`fields.${segment}`]?.trim()) missing.push(`${language} ${segment} (${where})`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('names no request field with the generic wording or its own code name', () => {
    for (const language of CORE_LANGUAGES) {
      const unnamed = translate(language, 'fieldPath.unnamed');
      for (const path of fields.keys()) {
        expect(fieldName(language, path), `${language} ${path}`).not.toBe(unnamed);
      }
    }
    expect(fieldName('de-DE', 'image')).toBe('Bild');
    expect(fieldName('zh-Hans', 'image')).toBe('图片');
  });
});

describe('field names inside messages', () => {
  it('counts list entries from 1 and names the rows of an imported sheet', () => {
    expect(fieldName('en', 'dataPermissions.2.code')).toBe('Data permissions › entry 3 › Code');
    expect(fieldName('zh-Hans', 'target.roleIds.0')).toBe('接收对象 › 角色 › 第 1 项');
    expect(fieldName('de-DE', 'row 3: email')).toBe('Zeile 3 › E-Mail');
  });

  it('names the request as a whole, and a key no contract names generically', () => {
    expect(fieldName('de-DE', 'body')).toBe('die Anfrage');
    expect(fieldName('en', 'querystring')).toBe('the query');
    expect(fieldName('en', 'settings.whatever')).toBe('a field');
    expect(fieldName('zh-Hans', 'whatever')).toBe('某项输入');
  });
});
