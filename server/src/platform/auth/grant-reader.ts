/** What a user may do, as the guard needs it. */
export interface UserGrants {
  /** The administrator or system-administrator flag: holds every permission. */
  isAdmin: boolean;
  /** Granted permission codes, parents of granted codes included. */
  permissionCodes: ReadonlySet<string>;
}

/**
 * The port through which the platform and the hubs learn a user's grants. Roles implements it and
 * app.ts wires it in as `app.grants`. An unknown or deleted user holds nothing.
 */
export interface GrantReader {
  /** Read on every permission-checked call, so the implementation keeps it to one cached query. */
  grantsOf(userId: string): Promise<UserGrants>;
  /** The user's roles: hubs address role-wide messages by them. Read once per hub connection. */
  roleIdsOf(userId: string): Promise<string[]>;
}
