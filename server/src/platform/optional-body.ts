import { z } from 'zod';

/**
 * A body schema that also accepts a call without a body: Fastify hands such a call over as null,
 * and list and option calls treat that as `{}` ("first page, no filters, no options").
 */
export const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);
