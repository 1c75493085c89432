import { API_PATHS, type Profile } from '@workbench/contracts';
import { profileCheck } from '@workbench/contracts/start-up';
import { postApi, type Schema } from '../http-client';

export interface ProfileWithRoles {
  profile: Profile;
  /**
   * Role names, when the backend sends them beside the contract's fields (the platform's own
   * backend flags administrators with a role "UR"); empty otherwise.
   */
  roles: string[];
}

const profileWithRoles: Schema<ProfileWithRoles> = {
  safeParse(value) {
    const parsed = profileCheck.safeParse(value);
    if (!parsed.success) return { success: false, error: parsed.error };
    const raw = value as { roles?: unknown };
    const roles = Array.isArray(raw.roles) ? raw.roles.filter((r): r is string => typeof r === 'string') : [];
    return { success: true, data: { profile: parsed.data, roles } };
  },
};

/** queryUserInfoAndAccessibleWarehouses: who is signed in and which warehouses they may use. */
export async function getProfile(): Promise<ProfileWithRoles> {
  const { data } = await postApi(API_PATHS.identity.profile, {}, profileWithRoles);
  return data;
}
