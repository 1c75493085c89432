import { z } from 'zod';
import { languageSchema } from './language-schema';
import { LOCALIZATION_SERVICE_TYPES } from './localization-services';

export const localizationRequestSchema = z.object({
  serviceTypes: z.array(z.enum(LOCALIZATION_SERVICE_TYPES)).max(10).default(['Web', 'Print', 'Common']),
  languages: z.array(languageSchema).max(20).default(['zh-Hans', 'en', 'de-DE']),
});
export type LocalizationRequest = z.infer<typeof localizationRequestSchema>;

export const localizationResponseSchema = z.object({
  frontEndLanguages: z.array(z.object({ language: z.string(), localizationDict: z.record(z.string(), z.string()) })),
});
export type LocalizationResponse = z.infer<typeof localizationResponseSchema>;
