import { z } from 'zod';
import { LIMITS } from './limits';
import { singleLineText } from './text-rules';

/** switchMethod 1 opens in the portal, otherwise a new browser tab (docs/spec.md §3). */
export const SWITCH_IN_APP = 1;
/** integrationMethod 0 is integrated in-app, otherwise embedded by address (docs/spec.md §3). */
export const INTEGRATION_IN_APP = 0;

export const applicationSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  enName: z.string(),
  aliasName: z.string(),
  applicationLogo: z.string(),
  applicationUrl: z.string(),
  applicationPlatform: z.string(),
  specialLeadTagId: z.string().nullable(),
  switchMethod: z.number().int(),
  integrationMethod: z.number().int(),
});
export type Application = z.infer<typeof applicationSchema>;

export const queryApplicationsRequestSchema = z.object({
  displayName: singleLineText().max(LIMITS.nameMax).nullable().optional(),
  tagId: singleLineText().max(LIMITS.nameMax).nullable().optional(),
});
export type QueryApplicationsRequest = z.infer<typeof queryApplicationsRequestSchema>;

export const tagSchema = z.object({ id: z.string(), tagName: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const dataPermissionSchema = z.object({ id: z.string(), code: z.string(), displayName: z.string() });
export type DataPermission = z.infer<typeof dataPermissionSchema>;

export const dbInstanceSchema = z.object({
  id: z.string(),
  code: z.string(),
  displayName: z.string(),
  applicationId: z.string(),
  dataPermissionOutputs: z.array(dataPermissionSchema),
});
export type DbInstance = z.infer<typeof dbInstanceSchema>;

export const dbInstancesRequestSchema = z.object({ applicationId: singleLineText().min(1).max(LIMITS.nameMax) });

export const applicationFileSchema = z.object({
  fileTitle: z.string(),
  fileUrl: z.string(),
  applicationLogo: z.string(),
});
export type ApplicationFile = z.infer<typeof applicationFileSchema>;
