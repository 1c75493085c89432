import { z } from 'zod';
import { LIMITS } from './limits';
import { singleLineText } from './text-rules';

export const MENU_TYPES = ['Service', 'Module', 'Page'] as const;
export const menuTypeSchema = z.enum(MENU_TYPES);
export type MenuType = z.infer<typeof menuTypeSchema>;

/** Side menu modes (docs/spec.md §4): 0 function menu, 1 favourites. */
export const firstPickMenuSchema = z.union([z.literal(0), z.literal(1)]);
export type FirstPickMenu = z.infer<typeof firstPickMenuSchema>;

export interface MenuItem {
  id: string;
  menuId: string;
  menuType: MenuType;
  menuCode: string;
  menuName: string;
  menuNameEn: string;
  /** German name. */
  menuNameAlias: string;
  webClientRoute: string;
  path: string;
  /** 1 opens in a new window. */
  pageType: 0 | 1;
  keepAliveFlag: boolean;
  isCollect: boolean;
  firstPickMenu: FirstPickMenu;
  order: number;
  parentId: string | null;
  applicationId: string;
  dbId: string | null;
  children: MenuItem[];
}

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    menuId: z.string(),
    menuType: menuTypeSchema,
    menuCode: z.string(),
    menuName: z.string(),
    menuNameEn: z.string(),
    menuNameAlias: z.string(),
    webClientRoute: z.string(),
    path: z.string(),
    pageType: z.union([z.literal(0), z.literal(1)]),
    keepAliveFlag: z.boolean(),
    isCollect: z.boolean(),
    firstPickMenu: firstPickMenuSchema,
    order: z.number().int(),
    parentId: z.string().nullable(),
    applicationId: z.string(),
    dbId: z.string().nullable(),
    children: z.array(menuItemSchema),
  }),
);

export const baseMenuListRequestSchema = z.object({ isPda: z.boolean().default(false) });
export const baseMenuListSchema = z.object({ baseMenuCodes: z.record(z.string(), z.boolean()) });
export type BaseMenuList = z.infer<typeof baseMenuListSchema>;

export const userMenuListRequestSchema = z.object({
  applicationId: singleLineText().min(1).max(LIMITS.nameMax),
  dbId: singleLineText().min(1).max(LIMITS.nameMax).nullable().optional(),
  isPda: z.boolean().default(false),
});
export type UserMenuListRequest = z.infer<typeof userMenuListRequestSchema>;

export const menuResponseSchema = z.object({
  defaultLeadMenuQueryOutput: z.array(menuItemSchema),
  collectLeadMenuQueryOutput: z.array(menuItemSchema),
  firstPickMenu: firstPickMenuSchema,
  baseMenuCodes: z.record(z.string(), z.boolean()),
});
export type MenuResponse = z.infer<typeof menuResponseSchema>;

export const allMenusQuerySchema = z.object({
  applicationId: singleLineText().min(1).max(LIMITS.nameMax),
  isPda: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .default(false),
});

export const moveMenuRequestSchema = z.object({
  id: singleLineText().min(1).max(LIMITS.nameMax),
  parentId: singleLineText().min(1).max(LIMITS.nameMax).nullable(),
  order: z.number().int().min(0),
});
export type MoveMenuRequest = z.infer<typeof moveMenuRequestSchema>;

export const collectRequestSchema = z.object({
  applicationId: singleLineText().min(1).max(LIMITS.nameMax),
  dbId: singleLineText().min(1).max(LIMITS.nameMax).nullable().optional(),
  menuId: singleLineText().min(1).max(LIMITS.nameMax),
});
export type CollectRequest = z.infer<typeof collectRequestSchema>;

/** One entry of the favourites save (docs/spec.md §3). Folders are Module entries. */
export const menuOrderEntrySchema = z.object({
  orderNo: z.number().int().min(0),
  id: singleLineText().min(1).max(LIMITS.nameMax),
  applicationId: singleLineText().min(1).max(LIMITS.nameMax),
  dbId: singleLineText().max(LIMITS.nameMax).nullable().optional(),
  menuName: singleLineText().trim().min(1).max(LIMITS.nameMax),
  menuId: singleLineText().max(LIMITS.nameMax).nullable().optional(),
  menuType: menuTypeSchema,
  parentId: singleLineText().max(LIMITS.nameMax).nullable().optional(),
  firstPickMenu: firstPickMenuSchema.optional(),
});
export type MenuOrderEntry = z.infer<typeof menuOrderEntrySchema>;

export const saveUserMenusRequestSchema = z.array(menuOrderEntrySchema).max(5000);
