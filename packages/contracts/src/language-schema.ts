import { z } from 'zod';
import { ALL_LANGUAGES } from './languages';

/** Any language the portal knows (docs/spec.md §9); kept apart so that languages.ts needs no zod. */
export const languageSchema = z.enum(ALL_LANGUAGES);
