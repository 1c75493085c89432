import { z } from 'zod';
import { dbInstanceSchema } from '../applications';
import { LIMITS } from '../limits';
import { menuItemSchema } from '../menus';
import { ALL_PERMISSION_CODES, type PermissionCode } from '../permissions';
import { adminPageRequestSchema, freeTextSchema, idSchema, nameSchema } from './common';

const idList = z.array(idSchema).max(10_000).default([]);

/** docs/api.md §5 `role`; `userIds` (the members) is optional on edit: absent keeps the members as they are. */
export const roleFieldsSchema = z.object({
  name: nameSchema,
  description: freeTextSchema,
  permissionCodes: z
    .array(z.enum(ALL_PERMISSION_CODES as [PermissionCode, ...PermissionCode[]]))
    .max(100)
    .default([]),
  applicationIds: idList,
  menuIds: idList,
  dataPermissionIds: idList,
  userIds: z.array(idSchema).max(LIMITS.pageSizeMax).optional(),
});

export const createRoleRequestSchema = roleFieldsSchema;
export type CreateRoleRequest = z.infer<typeof createRoleRequestSchema>;

export const editRoleRequestSchema = roleFieldsSchema.extend({ id: idSchema });
export type EditRoleRequest = z.infer<typeof editRoleRequestSchema>;

export const roleMemberSchema = z.object({ id: z.string(), userName: z.string(), name: z.string() });
export type RoleMember = z.infer<typeof roleMemberSchema>;

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  permissionCodes: z.array(z.string()),
  applicationIds: z.array(z.string()),
  menuIds: z.array(z.string()),
  dataPermissionIds: z.array(z.string()),
  members: z.array(roleMemberSchema),
  creationTime: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  permissionCodes: z.array(z.string()),
  applicationCount: z.number().int(),
  memberCount: z.number().int(),
  creationTime: z.string(),
});
export type RoleListItem = z.infer<typeof roleListItemSchema>;

export const ROLE_SORT_FIELDS = ['name', 'memberCount', 'creationTime'] as const;
export const rolePageRequestSchema = adminPageRequestSchema(ROLE_SORT_FIELDS);
export type RolePageRequest = z.infer<typeof rolePageRequestSchema>;

/**
 * What the caller may put into a role (`role/queryGrantCatalogue`): the permission codes they
 * hold and, per application they hold, its menu tree and its sub-systems with data permissions,
 * each cut down to what they hold. Administrators get everything.
 */
export const grantCatalogueSchema = z.object({
  permissionCodes: z.array(z.string()),
  applications: z.array(
    z.object({
      id: z.string(),
      displayName: z.string(),
      enName: z.string(),
      aliasName: z.string(),
      menus: z.array(menuItemSchema),
      dbInstances: z.array(dbInstanceSchema),
    }),
  ),
});
export type GrantCatalogue = z.infer<typeof grantCatalogueSchema>;
