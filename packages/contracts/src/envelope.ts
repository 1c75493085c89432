import { z } from 'zod';

/** One field-level problem of a 400 answer. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Success envelope: HTTP 200, code 1 (docs/api.md §1). */
export interface ApiSuccess<T> {
  code: 1;
  message: string;
  data: T;
}

/** Failure envelope (docs/api.md §1). */
export const apiFailureSchema = z.object({
  code: z.literal(0),
  errorCode: z.string(),
  message: z.string(),
  data: z.null(),
  details: z.array(fieldErrorSchema).optional(),
});
export type ApiFailure = z.infer<typeof apiFailureSchema>;

export type ApiAnswer<T> = ApiSuccess<T> | ApiFailure;

export const envelopeSchema = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ code: z.literal(1), message: z.string(), data });

export function isApiFailure(value: unknown): value is ApiFailure {
  return apiFailureSchema.safeParse(value).success;
}
