import { isBuiltInAdmin, maskCardHint } from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import type { UserGrants } from '../../platform/auth/grant-reader';
import { badRequest, conflict, type FieldProblem, forbidden } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { brokenIdentifierRule, findIdentifierHolders, type UserRow } from '../access/account-records.service';
import type { StoredCard } from '../access/card-numbers';
import { assertCanGrant, grantsOfRoles } from '../access/grant-coverage';
import { findKnownRoleIds } from '../access/role-definitions.service';
import { findExistingWarehouseIds } from '../organization/organization.service';
import { isAdministrator } from './users-query.service';

/** Distinct ids in their first order; UUIDs in the database's lower case so that they compare. */
export function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => (isUuid(id) ? id.toLowerCase() : id)))];
}

/** Up to five items for a message, then how many more. */
export function listForMessage(items: readonly string[]): string {
  return items.slice(0, 5).join(', ') + (items.length > 5 ? ` (+${items.length - 5})` : '');
}

/** Roles and warehouses to assign must exist: an unknown one is a 400 naming its field. */
export async function assertKnownAssignments(
  db: DbOrTx,
  roleIds: readonly string[],
  warehouseIds: readonly string[],
): Promise<void> {
  const knownRoles = await findKnownRoleIds(db, roleIds.filter(isUuid));
  const knownWarehouses = await findExistingWarehouseIds(db, warehouseIds.filter(isUuid));
  const problems: FieldProblem[] = [];
  const unknownRoles = roleIds.filter((id) => !knownRoles.has(id));
  const unknownWarehouses = warehouseIds.filter((id) => !knownWarehouses.has(id));
  if (unknownRoles.length > 0) {
    problems.push({
      field: 'roleIds',
      messageKey: 'userAdmin.unknownRoles',
      params: { ids: listForMessage(unknownRoles) },
    });
  }
  if (unknownWarehouses.length > 0) {
    problems.push({
      field: 'warehouseIds',
      messageKey: 'userAdmin.unknownWarehouses',
      params: { ids: listForMessage(unknownWarehouses) },
    });
  }
  if (problems.length > 0) throw badRequest('errors.validation', {}, problems);
}

/** A non-administrator may add to an account only roles whose grants they hold themselves. */
export async function assertMayAddRoles(
  db: DbOrTx,
  caller: UserGrants,
  addedRoleIds: readonly string[],
): Promise<void> {
  if (caller.isAdmin || addedRoleIds.length === 0) return;
  assertCanGrant(caller, await grantsOfRoles(db, addedRoleIds));
}

/**
 * Making someone an administrator, or no longer one: only administrators, never on themselves,
 * and `admin` stays one. `target` is null for a new account.
 */
export function assertAdminFlagChange(
  callerId: string,
  caller: UserGrants,
  target: UserRow | null,
  wanted: boolean,
): void {
  if (wanted === (target ? isAdministrator(target) : false)) return;
  if (target?.id === callerId) throw forbidden('admin.notOnYourself');
  if (!caller.isAdmin) throw forbidden('admin.onlyAdministratorsGrantAdmin');
  if (target && isBuiltInAdmin(target.userName)) throw badRequest('userAdmin.builtInAdminStaysAdministrator');
}

/** The unique identifiers a write gives an account; `card` is null when its card is not being set. */
export interface Identifiers {
  userName: string;
  card: StoredCard | null;
}

function taken(which: 'userName' | 'cardNo', wanted: Identifiers) {
  // The message shows the hint only: it may be logged or shown to someone looking over a shoulder.
  return which === 'cardNo'
    ? conflict('userAdmin.cardNoTaken', { hint: maskCardHint(wanted.card?.cardHint ?? '') })
    : conflict('userAdmin.userNameTaken', { userName: wanted.userName });
}

/** 409 when another live account has the user name (ignoring case) or the card. */
export async function assertIdentifiersFree(db: DbOrTx, wanted: Identifiers, exceptId?: string): Promise<void> {
  const holders = await findIdentifierHolders(db, wanted.userName, wanted.card?.cardHash ?? null, exceptId);
  if (holders.userName) throw taken('userName', wanted);
  if (holders.cardNo) throw taken('cardNo', wanted);
}

/**
 * Runs a write that may break the unique user name or card rule. Two administrators can both
 * pass assertIdentifiersFree before either writes; the unique index then decides, and the loser
 * hears 409 like everyone else rather than a 500.
 */
export async function writingIdentifiers<T>(wanted: Identifiers, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const which = brokenIdentifierRule(error);
    throw which ? taken(which, wanted) : error;
  }
}
