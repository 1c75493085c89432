import { z } from 'zod';
import { LIMITS } from './limits';
import { singleLineText } from './text-rules';

/** ABP-style paged request (docs/api.md §1). */
export const pagedRequestSchema = z.object({
  maxResultCount: z.number().int().min(1).max(LIMITS.pageSizeMax).default(20),
  skipCount: z.number().int().min(0).default(0),
  sorting: singleLineText().max(LIMITS.nameMax).optional(),
});
export type PagedRequest = z.infer<typeof pagedRequestSchema>;

export interface PagedResult<T> {
  items: T[];
  totalCount: number;
}

export const pagedResultSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), totalCount: z.number().int() });
