/**
 * What a user may see and do: the union over their roles, or everything for administrators. The
 * one shape of a caller's grants: the guard reads the flag and the codes, the modules the ids.
 * Shared by every call of the user until their account, roles or grants change: never mutated.
 */
export interface UserGrants {
  /** The administrator or system-administrator flag: holds every permission, application, menu and data permission. */
  readonly isAdmin: boolean;
  /** Granted permission codes, parents of granted codes included. */
  readonly permissionCodes: ReadonlySet<string>;
  readonly applicationIds: ReadonlySet<string>;
  readonly menuIds: ReadonlySet<string>;
  readonly dataPermissionIds: ReadonlySet<string>;
}

/**
 * The port through which the platform, the hubs and the modules above the access tier's users
 * learn a user's grants. The access module implements it and wiring/platform-ports.ts plugs it in
 * as `app.grants`. An unknown or deleted user holds nothing.
 */
export interface GrantReader {
  /** Read on every permission-checked call, so the implementation keeps it to cached queries. */
  grantsOf(userId: string): Promise<UserGrants>;
  /** The user's roles: hubs address role-wide messages by them. Read once per hub connection. */
  roleIdsOf(userId: string): Promise<string[]>;
}
