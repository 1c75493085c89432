import { z } from 'zod';
import { adminPageRequestSchema, idSchema } from './common';

/** The administered things whose changes are recorded. */
export const AUDIT_RESOURCES = [
  'leadUser',
  'faceAiUser',
  'role',
  'application',
  'tag',
  'dbInstance',
  'leadMenu',
  'workbench',
  'integrationChannel',
  'integrationContact',
  'job',
  'notice',
  'eventSource',
  'pushSettingDefaults',
  'eventStrategy',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

export const AUDIT_ACTIONS = [
  'create',
  'edit',
  'delete',
  'move',
  'resetPassword',
  'registerFace',
  'arrange',
  'import',
  'runNow',
  'pause',
  'resume',
  'publish',
  'withdraw',
  'revoke',
  'enable',
  'disable',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One recorded change: who, when, what, and the record before and after (secrets never included). */
export const auditEntrySchema = z.object({
  id: z.string(),
  time: z.string(),
  actorId: z.string().nullable(),
  actorUserName: z.string(),
  resource: z.enum(AUDIT_RESOURCES),
  action: z.enum(AUDIT_ACTIONS),
  resourceId: z.string().nullable(),
  /** The changed record's name as it read at the time (a user name, a role name…). */
  resourceName: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_SORT_FIELDS = ['time'] as const;

/** Newest first unless sorted otherwise; `filter` matches the actor's and the record's names. */
export const auditPageRequestSchema = adminPageRequestSchema(AUDIT_SORT_FIELDS).extend({
  resource: z.enum(AUDIT_RESOURCES).optional(),
  resourceId: idSchema.optional(),
  actorId: idSchema.optional(),
});
export type AuditPageRequest = z.infer<typeof auditPageRequestSchema>;
