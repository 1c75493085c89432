import { z } from 'zod';
import { applicationSchema, dataPermissionSchema, tagSchema } from '../applications';
import { LIMITS } from '../limits';
import { menuTypeSchema } from '../menus';
import { multiLineText, singleLineText } from '../text-rules';
import { isHttpUrl } from '../urls';
import { adminPageRequestSchema, idSchema, nameSchema, optionalNameSchema } from './common';

/**
 * An address the portal may frame or link: empty, http(s), or a path of this portal ("/apps/…").
 * Anything else (javascript:, data:, file:) is refused here and again where it is used.
 */
const portalAddressSchema = singleLineText()
  .trim()
  .max(2000)
  .default('')
  .refine((value) => value === '' || isHttpUrl(value) || (value.startsWith('/') && !value.startsWith('//')), {
    message: 'validation.httpAddress',
  });

/** Logos: PNG, JPEG or SVG up to this size; an SVG is sanitised before it is kept. */
export const LOGO_MAX_BYTES = 256 * 1024;

/** An inline picture, as the demo plant writes its logos; shown only in <img>, where nothing in it runs. */
const INLINE_PICTURE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * An application's logo: an address as above (an uploaded logo's is a path of this portal) or an
 * inline picture of at most a logo's size, so applications whose logo is written inline can be
 * edited without replacing it.
 */
const logoAddressSchema = singleLineText()
  .trim()
  .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64)
  .default('')
  .refine(
    (value) =>
      value === '' ||
      isHttpUrl(value) ||
      (value.startsWith('/') && !value.startsWith('//')) ||
      INLINE_PICTURE.test(value),
    { message: 'applications.logoAddress' },
  );

/** Application fields an administrator edits (docs/api.md §3 Application, §5). */
export const applicationFieldsSchema = z.object({
  displayName: nameSchema,
  enName: optionalNameSchema,
  aliasName: optionalNameSchema,
  applicationLogo: logoAddressSchema,
  applicationUrl: portalAddressSchema,
  applicationPlatform: singleLineText().trim().min(1).max(32).default('Web'),
  specialLeadTagId: idSchema.nullish().transform((value) => value ?? null),
  /**
   * 1 opens in the portal, any other value in a new browser tab (docs/spec.md §3 says "otherwise"; the
   * original platform and the demo plant use 2), so a stored value survives an edit unchanged.
   */
  switchMethod: z.number().int().min(0).max(99).default(1),
  /** 0 is a sub-application of sys.json, any other value embedded by its address (docs/spec.md §3). */
  integrationMethod: z.number().int().min(0).max(99).default(0),
});
export const createApplicationRequestSchema = applicationFieldsSchema;
export type CreateApplicationRequest = z.infer<typeof createApplicationRequestSchema>;
export const editApplicationRequestSchema = applicationFieldsSchema.extend({ id: idSchema });
export type EditApplicationRequest = z.infer<typeof editApplicationRequestSchema>;

/** An application as administrators list it: with its place on the workbench and its tag's name. */
export const applicationAdminSchema = applicationSchema.extend({
  order: z.number().int(),
  tagName: z.string().nullable(),
  dbInstanceCount: z.number().int(),
  menuCount: z.number().int(),
});
export type ApplicationAdmin = z.infer<typeof applicationAdminSchema>;

export const APPLICATION_SORT_FIELDS = ['displayName', 'order'] as const;
export const applicationPageRequestSchema = adminPageRequestSchema(APPLICATION_SORT_FIELDS).extend({
  tagId: idSchema.optional(),
});
export type ApplicationPageRequest = z.infer<typeof applicationPageRequestSchema>;

export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

/** `application/uploadLogo`: the file as base64 (or a data URL); the answer is the address to put in applicationLogo. */
export const uploadLogoRequestSchema = z.object({
  fileName: singleLineText().trim().min(1).max(LIMITS.nameMax),
  contentType: z.enum(LOGO_CONTENT_TYPES),
  data: multiLineText()
    .min(1)
    .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64),
});
export type UploadLogoRequest = z.infer<typeof uploadLogoRequestSchema>;
export const uploadLogoResultSchema = z.object({ url: z.string() });
export type UploadLogoResult = z.infer<typeof uploadLogoResultSchema>;

/** Tags (docs/api.md §3 Tag) with their place in the workbench drawer. */
export const tagFieldsSchema = z.object({ tagName: nameSchema });
export const createTagRequestSchema = tagFieldsSchema;
export const editTagRequestSchema = tagFieldsSchema.extend({ id: idSchema });
export type CreateTagRequest = z.infer<typeof createTagRequestSchema>;
export type EditTagRequest = z.infer<typeof editTagRequestSchema>;
export const tagAdminSchema = tagSchema.extend({ order: z.number().int() });
export type TagAdmin = z.infer<typeof tagAdminSchema>;

/** A sub-system with its data permissions, edited as one (docs/api.md §3 DbInstance). */
const codeSchema = singleLineText()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\p{L}\p{N}._-]+$/u, { message: 'validation.codeCharacters' });
export const dataPermissionFieldsSchema = z.object({
  /** Present for an existing data permission, absent for a new one. */
  id: idSchema.optional(),
  code: codeSchema,
  displayName: nameSchema,
});
export const dbInstanceFieldsSchema = z.object({
  applicationId: idSchema,
  code: codeSchema,
  displayName: nameSchema,
  dataPermissions: z.array(dataPermissionFieldsSchema).max(LIMITS.pageSizeMax).default([]),
});
export const createDbInstanceRequestSchema = dbInstanceFieldsSchema;
export const editDbInstanceRequestSchema = dbInstanceFieldsSchema.extend({ id: idSchema });
export type CreateDbInstanceRequest = z.infer<typeof createDbInstanceRequestSchema>;
export type EditDbInstanceRequest = z.infer<typeof editDbInstanceRequestSchema>;
export const dbInstanceAdminSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  code: z.string(),
  displayName: z.string(),
  order: z.number().int(),
  dataPermissionOutputs: z.array(dataPermissionSchema),
});
export type DbInstanceAdmin = z.infer<typeof dbInstanceAdminSchema>;
export const dbInstancePageRequestSchema = adminPageRequestSchema(['code', 'displayName', 'order'] as const).extend({
  applicationId: idSchema,
});
export type DbInstancePageRequest = z.infer<typeof dbInstancePageRequestSchema>;

/**
 * A menu entry (docs/api.md §3 MenuItem). Service sits at the top level, Module inside a Service,
 * Page inside a Module; moving is `leadMenu/move`, so edit leaves the place alone.
 */
export const menuFieldsSchema = z.object({
  menuType: menuTypeSchema,
  menuCode: codeSchema,
  menuName: nameSchema,
  menuNameEn: optionalNameSchema,
  menuNameAlias: optionalNameSchema,
  webClientRoute: singleLineText().trim().max(2000).default(''),
  path: singleLineText().trim().max(2000).default(''),
  icon: singleLineText().trim().max(2000).default(''),
  pageType: z.union([z.literal(0), z.literal(1)]).default(0),
  keepAliveFlag: z.boolean().default(false),
  isPda: z.boolean().default(false),
});
export const createMenuRequestSchema = menuFieldsSchema.extend({
  applicationId: idSchema,
  parentId: idSchema.nullish().transform((value) => value ?? null),
});
export const editMenuRequestSchema = menuFieldsSchema.omit({ menuType: true }).extend({ id: idSchema });
export type CreateMenuRequest = z.infer<typeof createMenuRequestSchema>;
export type EditMenuRequest = z.infer<typeof editMenuRequestSchema>;

/**
 * A menu entry as administrators read it (`leadMenu/get`, `leadMenu/queryPageList`): flat, with
 * the fields MenuItem lacks (icon, isPda) so an edit form can send them back unchanged.
 */
export const menuAdminSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  parentId: z.string().nullable(),
  menuType: menuTypeSchema,
  menuCode: z.string(),
  menuName: z.string(),
  menuNameEn: z.string(),
  menuNameAlias: z.string(),
  webClientRoute: z.string(),
  path: z.string(),
  icon: z.string(),
  pageType: z.union([z.literal(0), z.literal(1)]),
  keepAliveFlag: z.boolean(),
  isPda: z.boolean(),
  order: z.number().int(),
});
export type MenuAdmin = z.infer<typeof menuAdminSchema>;
export const MENU_SORT_FIELDS = ['menuCode', 'menuName', 'order'] as const;
/** The menus of one application as a flat list; the tree is `leadMenu/getAllMenusByApplicationId`. */
export const menuPageRequestSchema = adminPageRequestSchema(MENU_SORT_FIELDS).extend({
  applicationId: idSchema,
  menuType: menuTypeSchema.optional(),
  isPda: z.boolean().optional(),
});
export type MenuPageRequest = z.infer<typeof menuPageRequestSchema>;

/**
 * `application/arrangeWorkbench` (/EditWorkbench): the order of the drawer's tag filters and, for
 * every application listed, its tag and its place among the tiles. Unlisted ones keep theirs.
 */
export const arrangeWorkbenchRequestSchema = z.object({
  tagIds: z.array(idSchema).max(LIMITS.pageSizeMax),
  applications: z.array(z.object({ id: idSchema, specialLeadTagId: idSchema.nullable() })).max(LIMITS.pageSizeMax),
});
export type ArrangeWorkbenchRequest = z.infer<typeof arrangeWorkbenchRequestSchema>;
