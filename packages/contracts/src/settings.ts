import { z } from 'zod';
import { OPTIONAL_LANGUAGES } from './languages';

/** Top-bar icon buttons (docs/spec.md §2): 1 full screen, 2 PDA preview, 3 downloads, 4 documents, 5 language. */
export const BUTTON_CODES = { fullScreen: 1, pdaPreview: 2, downloads: 3, documents: 4, language: 5 } as const;

/** The settings/branding file, returned by readFrontEndJsonFile as a JSON string (docs/spec.md §3). */
export const settingsSchema = z.object({
  BackGroundPicture: z.string().default(''),
  TabIcon: z.string().default(''),
  sysIcon: z.string().default(''),
  icon: z.string().default(''),
  btnGroup: z.array(z.number().int().min(1).max(5)).default([1, 2, 3, 4, 5]),
  MultiLanguages: z.array(z.enum(OPTIONAL_LANGUAGES)).default([]),
  userActivity: z
    .object({ enable: z.boolean().default(false), activityTime: z.number().positive().default(30) })
    .default({ enable: false, activityTime: 30 }),
  /** Home-page setting: 1 lets administrators add and edit dashboard modules (docs/spec.md §2). */
  homePage: z.number().int().optional(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** ./config.json (docs/spec.md §3). */
export const staticConfigSchema = z.object({
  Domain: z.string().default(''),
  URL: z.string().default(''),
  gatewayPort: z.union([z.string(), z.number()]).default(''),
  fingerURL: z.string().default(''),
  fingergatewayPort: z.union([z.string(), z.number()]).default(''),
  login: z.string().default(''),
  ticket: z.union([z.string(), z.boolean()]).default(''),
  /** Face sign-in asks for a turn of the head (face-frames.ts); on unless "false". */
  faceLiveness: z.union([z.string(), z.boolean()]).default('true'),
});
export type StaticConfig = z.infer<typeof staticConfigSchema>;

/** One entry of ./sys.json (docs/spec.md §3). */
export const sysEntrySchema = z.object({
  name: z.string(),
  url: z.string().optional(),
  preload: z.boolean().default(false),
});
export const sysListSchema = z.array(sysEntrySchema);
export type SysEntry = z.infer<typeof sysEntrySchema>;
