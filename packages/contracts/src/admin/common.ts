import { z } from 'zod';
import { LIMITS } from '../limits';
import { pagedRequestSchema } from '../paging';
import { multiLineText, singleLineText } from '../text-rules';

/** An id in a request; the service treats one that names nothing as not found (404). */
export const idSchema = singleLineText().trim().min(1).max(LIMITS.nameMax);

/** The name of a thing: 1..128 characters after trimming (docs/api.md §1). */
export const nameSchema = singleLineText().trim().min(1).max(LIMITS.nameMax);

/** An optional name (e.g. an English or German variant): empty when not given. */
export const optionalNameSchema = singleLineText().trim().max(LIMITS.nameMax).default('');

/** Free text such as a description: at most 4000 characters. */
export const freeTextSchema = multiLineText().trim().max(LIMITS.freeTextMax).default('');

/** Every admin resource's `get?id=` (docs/api.md §5). */
export const getByIdQuerySchema = z.object({ id: idSchema });
export type GetByIdQuery = z.infer<typeof getByIdQuerySchema>;

/** Every admin resource's `batchDelete` (docs/api.md §5). */
export const batchDeleteRequestSchema = z.object({ ids: z.array(idSchema).min(1).max(LIMITS.pageSizeMax) });
export type BatchDeleteRequest = z.infer<typeof batchDeleteRequestSchema>;

export const batchDeleteResultSchema = z.object({ deleted: z.number().int().min(0) });
export type BatchDeleteResult = z.infer<typeof batchDeleteResultSchema>;

export type SortDirection = 'asc' | 'desc';
export interface Sorting<F extends string> {
  field: F;
  direction: SortDirection;
}

/**
 * ABP's `sorting` ("name", "name asc", "name desc") limited to the fields a list can be sorted
 * by; anything else is a 400 naming the field, never a piece of SQL.
 */
export function sortingSchema<const F extends readonly [string, ...string[]]>(fields: F) {
  const lower = new Map(fields.map((field) => [field.toLowerCase(), field] as const));
  return singleLineText()
    .trim()
    .max(LIMITS.nameMax)
    .transform((text, context): Sorting<F[number]> | undefined => {
      if (text === '') return undefined;
      const [name = '', direction = 'asc', ...rest] = text.split(/\s+/);
      const field = lower.get(name.toLowerCase());
      const dir = direction.toLowerCase();
      if (!field || rest.length > 0 || (dir !== 'asc' && dir !== 'desc')) {
        context.addIssue({ code: 'custom', message: 'validation.invalidSorting' });
        return z.NEVER;
      }
      return { field, direction: dir };
    })
    .optional();
}

/** A paged admin list with a free-text filter and sorting limited to the given fields. */
export function adminPageRequestSchema<const F extends readonly [string, ...string[]]>(sortFields: F) {
  return pagedRequestSchema.extend({
    filter: singleLineText().trim().max(LIMITS.nameMax).optional(),
    sorting: sortingSchema(sortFields),
  });
}

/** An ISO 8601 instant with its offset ("2026-12-02T06:00:00Z", "2026-12-02T07:00:00+01:00"). */
export const instantSchema = z.iso.datetime({ offset: true, message: 'validation.instant' });
