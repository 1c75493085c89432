import type {
  BatchDeleteRequest,
  BatchDeleteResult,
  CreateLeadUserRequest,
  EditLeadUserRequest,
  LeadUser,
  ResetPasswordRequest,
} from '@workbench/contracts';
import { isBuiltInAdmin } from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../platform/errors';
import { type ChangeContext, inTransaction } from '../../platform/events/in-transaction';
import { isUuid } from '../../platform/ids';
import {
  changeAccount,
  createAccount,
  deleteAccounts,
  findLiveAccounts,
  resetAccountPassword,
  setRolesOfAccount,
  type UserChanges,
  type UserRow,
} from '../access/account-records.service';
import type { CardNumbers } from '../access/card-numbers';
import { forgetFacePictures } from '../access/faces.service';
import { loadUserGrants } from '../access/grants.service';
import { hashPassword } from '../access/passwords';
import { type Actor, recordAudit } from '../audit/audit.service';
import { confirmCurrentPassword, type PasswordCheckContext } from '../identity/password.service';
import { accountChangeEvents } from '../identity/session-ended';
import { endSessionsOfUsers } from '../identity/sessions.service';
import { replaceUserWarehouses } from '../organization/organization.service';
import { assertMayChangeAccounts } from './account-change-rule';
import { cardChangeOf, newCardOf } from './card-change';
import {
  assertAdminFlagChange,
  assertIdentifiersFree,
  assertKnownAssignments,
  assertMayAddRoles,
  distinctIds,
  listForMessage,
  writingIdentifiers,
} from './user-rules';
import { isAdministrator, toLeadUser, toLeadUsers, userNotFound } from './users-query.service';

/** The live account, locked until the transaction ends so that two edits cannot interleave. */
async function lockLiveUser(tx: DbOrTx, id: string): Promise<UserRow> {
  const [row] = isUuid(id) ? await findLiveAccounts(tx, [id], true) : [];
  if (!row) throw userNotFound();
  return row;
}

/** What the account writes need beyond the database: the card-number hasher. */
export interface UsersContext extends ChangeContext {
  cards: CardNumbers;
}

export async function createLeadUser(
  ctx: UsersContext,
  actor: Actor,
  request: CreateLeadUserRequest,
): Promise<LeadUser> {
  const caller = await loadUserGrants(ctx.db, actor.userId);
  assertAdminFlagChange(actor.userId, caller, null, request.isAdmin);
  const roleIds = distinctIds(request.roleIds);
  const warehouseIds = distinctIds(request.warehouseIds);
  // Hashing is slow on purpose; it must not hold the transaction open.
  const passwordHash = await hashPassword(request.password);
  return inTransaction(ctx, async (tx, record) => {
    await assertKnownAssignments(tx, roleIds, warehouseIds);
    await assertMayAddRoles(tx, caller, roleIds);
    const identifiers = { userName: request.userName, card: newCardOf(ctx.cards, request.cardNo) };
    await assertIdentifiersFree(tx, identifiers);
    const { password: _password, roleIds: _roles, warehouseIds: _warehouses, cardNo: _cardNo, ...fields } = request;
    const id = await writingIdentifiers(identifiers, () =>
      createAccount(tx, { ...fields, ...identifiers.card, passwordHash }),
    );
    await setRolesOfAccount(tx, id, roleIds);
    await replaceUserWarehouses(tx, id, warehouseIds);
    const [row] = await findLiveAccounts(tx, [id]);
    if (!row) throw new Error(`created user ${id} vanished`);
    const user = await toLeadUser(tx, row);
    await recordAudit(tx, actor, [
      {
        resource: 'leadUser',
        action: 'create',
        resourceId: id,
        resourceName: user.userName,
        before: null,
        after: user,
      },
    ]);
    record({ type: 'catalogue.changed' }, ...accountChangeEvents([id]));
    return user;
  });
}

/** The rules of the built-in `admin` and of editing oneself, before anything is written. */
function assertEditKeepsAccountsUsable(actor: Actor, target: UserRow, request: EditLeadUserRequest): void {
  if (isBuiltInAdmin(target.userName) && request.userName !== target.userName) {
    throw badRequest('userAdmin.builtInAdminNameFixed', { userName: target.userName });
  }
  if (target.enabled && !request.enabled) {
    if (isBuiltInAdmin(target.userName))
      throw badRequest('userAdmin.builtInAdminCannotBeDisabled', { userName: target.userName });
    if (target.id === actor.userId) throw badRequest('userAdmin.cannotDisableYourself');
  }
}

export async function editLeadUser(ctx: UsersContext, actor: Actor, request: EditLeadUserRequest): Promise<LeadUser> {
  const caller = await loadUserGrants(ctx.db, actor.userId);
  const roleIds = distinctIds(request.roleIds);
  const warehouseIds = distinctIds(request.warehouseIds);
  const now = new Date();
  return inTransaction(ctx, async (tx, record) => {
    const target = await lockLiveUser(tx, request.id);
    await assertMayChangeAccounts(tx, caller, [target]);
    assertEditKeepsAccountsUsable(actor, target, request);
    assertAdminFlagChange(actor.userId, caller, target, request.isAdmin);
    const before = await toLeadUser(tx, target);
    await assertKnownAssignments(tx, roleIds, warehouseIds);
    // The account holds nothing beyond the caller's grants (checked above); new roles must not either.
    await assertMayAddRoles(
      tx,
      caller,
      roleIds.filter((id) => !before.roleIds.includes(id)),
    );
    const cardChange = cardChangeOf(ctx.cards, target, request.cardNo);
    const identifiers = { userName: request.userName, card: cardChange.kind === 'set' ? cardChange.card : null };
    await assertIdentifiersFree(tx, identifiers, target.id);

    const disabling = target.enabled && !request.enabled;
    const changes: UserChanges = {
      userName: request.userName,
      name: request.name,
      email: request.email,
      phoneNumber: request.phoneNumber,
      ...(cardChange.kind === 'set'
        ? { cardHash: cardChange.card?.cardHash ?? null, cardHint: cardChange.card?.cardHint ?? null }
        : {}),
      enabled: request.enabled,
      mesAccessLevel: request.mesAccessLevel,
      language: request.language,
      updatedAt: now,
      endSessions: disabling,
    };
    if (request.isAdmin !== isAdministrator(target)) {
      changes.isAdmin = request.isAdmin;
      // The system-administrator flag counts as administrator too; "not an administrator" clears both.
      if (!request.isAdmin) changes.isSysAdmin = false;
    }
    await writingIdentifiers(identifiers, () => changeAccount(tx, target.id, changes));
    await setRolesOfAccount(tx, target.id, roleIds);
    await replaceUserWarehouses(tx, target.id, warehouseIds);
    const ended = disabling ? await endSessionsOfUsers(tx, [target.id], 'disabled', now) : [];
    const [row] = await findLiveAccounts(tx, [target.id]);
    if (!row) throw new Error(`edited user ${target.id} vanished`);
    const after = await toLeadUser(tx, row);
    // The record shows the masked card only; a new card ending like the old one still shows as changed.
    const recorded = cardChange.kind === 'set' ? { ...after, cardChanged: true } : after;
    await recordAudit(tx, actor, [
      {
        resource: 'leadUser',
        action: 'edit',
        resourceId: target.id,
        resourceName: after.userName,
        before,
        after: recorded,
      },
    ]);
    // Roles and warehouses are grants: the user's menus and permission checks change with them.
    record({ type: 'catalogue.changed' }, ...accountChangeEvents([target.id], ended, 'disabled'));
    return after;
  });
}

/**
 * Soft-deletes the accounts, all or none: their names and cards become free, their sessions end
 * and their face pictures are forgotten. `admin` and the caller's own account cannot be deleted.
 */
export async function batchDeleteLeadUsers(
  ctx: ChangeContext,
  actor: Actor,
  request: BatchDeleteRequest,
): Promise<BatchDeleteResult> {
  const caller = await loadUserGrants(ctx.db, actor.userId);
  const ids = distinctIds(request.ids);
  const now = new Date();
  await inTransaction(ctx, async (tx, record) => {
    const rows = await findLiveAccounts(tx, ids.filter(isUuid), true);
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw notFound('userAdmin.someNotFound', { ids: listForMessage(missing) });
    const builtIn = rows.find((row) => isBuiltInAdmin(row.userName));
    if (builtIn) throw badRequest('userAdmin.builtInAdminCannotBeDeleted', { userName: builtIn.userName });
    if (found.has(actor.userId)) throw badRequest('userAdmin.cannotDeleteYourself');
    // One account the caller may not change refuses the whole batch.
    await assertMayChangeAccounts(tx, caller, rows);
    const befores = await toLeadUsers(tx, rows);
    await deleteAccounts(tx, ids, now);
    await forgetFacePictures(tx, ids);
    const ended = await endSessionsOfUsers(tx, ids, 'deleted', now);
    await recordAudit(
      tx,
      actor,
      befores.map((before) => ({
        resource: 'leadUser' as const,
        action: 'delete' as const,
        resourceId: before.id,
        resourceName: before.userName,
        before,
        after: null,
      })),
    );
    record({ type: 'catalogue.changed' }, ...accountChangeEvents(ids, ended, 'deleted'));
  });
  return { deleted: ids.length };
}

/** What a password reset needs beyond a change: the sign-in limits and where the call came from. */
export interface PasswordResetContext extends ChangeContext, Omit<PasswordCheckContext, 'db'> {
  clientAddress: string;
}

/**
 * An administrator gives someone who forgot theirs a new password; the account's sessions end.
 * Resetting one's own account is a password change by another door: it asks for the current
 * password as a change does, with the same count of wrong guesses.
 */
export async function resetLeadUserPassword(
  ctx: PasswordResetContext,
  actor: Actor,
  request: ResetPasswordRequest,
): Promise<void> {
  if (isUuid(request.id) && request.id.toLowerCase() === actor.userId) {
    if (!request.currentPassword) {
      throw badRequest('errors.validation', {}, [
        { field: 'currentPassword', messageKey: 'userAdmin.ownPasswordNeedsCurrent' },
      ]);
    }
    await confirmCurrentPassword(ctx, actor, request.currentPassword, ctx.clientAddress);
  }
  const caller = await loadUserGrants(ctx.db, actor.userId);
  const passwordHash = await hashPassword(request.newPassword);
  const now = new Date();
  await inTransaction(ctx, async (tx, record) => {
    const target = await lockLiveUser(tx, request.id);
    await assertMayChangeAccounts(tx, caller, [target]);
    await resetAccountPassword(tx, target.id, passwordHash, now);
    const ended = await endSessionsOfUsers(tx, [target.id], 'passwordReset', now);
    // Who and when is the record; the password itself is nobody's business, not even hashed.
    await recordAudit(tx, actor, [
      {
        resource: 'leadUser',
        action: 'resetPassword',
        resourceId: target.id,
        resourceName: target.userName,
        before: null,
        after: null,
      },
    ]);
    record(...accountChangeEvents([target.id], ended, 'passwordReset'));
  });
}
