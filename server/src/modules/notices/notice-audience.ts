import type { EventAudience } from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import type { GrantReader } from '../../platform/auth/grant-reader';
import type { FieldProblem } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { pageLiveAccounts } from '../access/account-records.service';
import { listLiveMemberIdsOfRoles, listLiveUserIds } from '../access/accounts.service';
import { findKnownRoleIds, listGrantsOfEveryRole, listGrantsOfRoles } from '../access/role-definitions.service';
import { listExistingApplicationIds } from '../catalogue/applications/applications.service';
import type { NoticeViewer } from './notices.repository';

/*
 * Who an announcement is for. It names everyone, or roles, users and applications; an
 * application stands for the holders of the roles that grant it (an administrator's flag grants
 * every application but makes no one part of every application's audience). Membership belongs
 * to the access module and is asked of it, at the moment it matters: a user who joins a role
 * later sees the role's announcements from then on.
 */

export interface NoticeAudienceIds {
  forEveryone: boolean;
  roleIds: readonly string[];
  userIds: readonly string[];
  applicationIds: readonly string[];
}

/** Every role, user and application named must exist: one problem per unknown id, by its place. */
export async function audienceProblems(db: DbOrTx, audience: NoticeAudienceIds): Promise<FieldProblem[]> {
  const [roles, users, applications] = await Promise.all([
    findKnownRoleIds(db, audience.roleIds.filter(isUuid)),
    listLiveUserIds(db, audience.userIds.filter(isUuid)),
    listExistingApplicationIds(db, audience.applicationIds.filter(isUuid)),
  ]);
  const known = {
    roleIds: roles,
    userIds: new Set(users),
    applicationIds: new Set(applications),
  };
  const messageKeys = {
    roleIds: 'notices.unknownRole',
    userIds: 'notices.unknownUser',
    applicationIds: 'notices.unknownApplication',
  } as const;
  const problems: FieldProblem[] = [];
  for (const field of ['roleIds', 'userIds', 'applicationIds'] as const) {
    audience[field].forEach((id, index) => {
      if (!known[field].has(id)) problems.push({ field: `audience.${field}.${index}`, messageKey: messageKeys[field] });
    });
  }
  return problems;
}

/** Whether the audience names anyone at all. */
export const namesAnyone = (audience: NoticeAudienceIds) =>
  audience.forEveryone || audience.roleIds.length + audience.userIds.length + audience.applicationIds.length > 0;

/**
 * Resolves audiences to user ids, reading what every role grants once for all of them (a list
 * page resolves each of its notices).
 */
export class AudienceResolver {
  private rolesByApplication: Promise<Map<string, string[]>> | undefined;
  private everyoneCount: Promise<number> | undefined;

  constructor(private readonly db: DbOrTx) {}

  /** The live users the audience names (everyone: null). */
  async userIdsOf(audience: NoticeAudienceIds): Promise<string[] | null> {
    if (audience.forEveryone) return null;
    const roleIds = new Set(audience.roleIds);
    if (audience.applicationIds.length > 0) {
      const byApplication = await this.rolesGrantingApplications();
      for (const applicationId of audience.applicationIds) {
        for (const roleId of byApplication.get(applicationId) ?? []) roleIds.add(roleId);
      }
    }
    const [members, named] = await Promise.all([
      listLiveMemberIdsOfRoles(this.db, [...roleIds].filter(isUuid)),
      listLiveUserIds(this.db, audience.userIds.filter(isUuid)),
    ]);
    return [...new Set([...members, ...named])];
  }

  /** How many live users the audience names. */
  async countOf(audience: NoticeAudienceIds): Promise<number> {
    if (audience.forEveryone) {
      this.everyoneCount ??= pageLiveAccounts(this.db, {
        sortField: 'userName',
        descending: false,
        limit: 1,
        offset: 0,
      }).then((page) => page.total);
      return this.everyoneCount;
    }
    return ((await this.userIdsOf(audience)) ?? []).length;
  }

  /** The hub audience of a publication: everyone, or exactly the users resolved now. */
  async eventAudienceOf(audience: NoticeAudienceIds): Promise<EventAudience> {
    const userIds = await this.userIdsOf(audience);
    return userIds === null ? { kind: 'everyone' } : { kind: 'users', userIds };
  }

  private rolesGrantingApplications(): Promise<Map<string, string[]>> {
    this.rolesByApplication ??= listGrantsOfEveryRole(this.db).then((rows) => {
      const byApplication = new Map<string, string[]>();
      for (const row of rows) {
        if (row.kind !== 'application') continue;
        byApplication.set(row.value, [...(byApplication.get(row.value) ?? []), row.roleId]);
      }
      return byApplication;
    });
    return this.rolesByApplication;
  }
}

/** The caller as an audience member: their roles (through the grant port's cache) and what those roles grant. */
export async function viewerOf(db: DbOrTx, grants: GrantReader, userId: string): Promise<NoticeViewer> {
  if (!isUuid(userId)) return { userId, roleIds: [], applicationIds: [] };
  const roleIds = await grants.roleIdsOf(userId);
  const granted = roleIds.length > 0 ? await listGrantsOfRoles(db, roleIds) : [];
  return {
    userId: userId.toLowerCase(),
    roleIds,
    applicationIds: granted.flatMap((row) => (row.kind === 'application' ? [row.value] : [])),
  };
}
