import {
  CORE_LANGUAGES,
  type Contact,
  type ContactGroup,
  type ContactImportResult,
  type ContactPageRequest,
  type CoreLanguage,
  type CreateContactRequest,
  contactFieldsSchema,
  DEFAULT_LANGUAGE,
  type EditContactRequest,
  type ImportContactsFromUsersRequest,
  type PagedResult,
} from '@workbench/contracts';
import type { DbOrTx } from '../../../db/client';
import { badRequest, type FieldProblem, notFound } from '../../../platform/errors';
import { type ChangeContext, inTransaction } from '../../../platform/events/in-transaction';
import { isUuid } from '../../../platform/ids';
import { problemsOf } from '../../../platform/validation';
import { workbookBytes } from '../../../platform/workbook-file';
import { findLiveAccounts } from '../../access/account-records.service';
import { type Actor, type AuditChange, recordAudit } from '../../audit/audit.service';
import {
  type ContactRow,
  type ContactValues,
  deleteContacts as deleteContactRows,
  findContacts,
  findContactsByEmail,
  findContactsOfUsers,
  insertContacts,
  listAllContacts,
  listContactGroups,
  pageContacts,
  updateContact,
} from './contacts.repository';
import { contactsSheet, readContactsSheet, UnreadableSheet } from './contacts-sheet';

/** The most contacts one workbook may bring. */
export const MAX_IMPORTED_CONTACTS = 5_000;

function contactOf(row: ContactRow): Contact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    mentionId: row.mentionId,
    language: row.language,
    groups: row.groups,
    userId: row.userId,
    creationTime: row.createdAt.toISOString(),
  };
}

const valuesOf = (request: CreateContactRequest): ContactValues => ({
  name: request.name,
  email: request.email,
  phone: request.phone,
  mentionId: request.mentionId,
  language: request.language,
  groups: request.groups,
});

function auditChange(action: AuditChange['action'], before: Contact | null, after: Contact | null): AuditChange {
  const contact = (after ?? before) as Contact;
  return { resource: 'integrationContact', action, resourceId: contact.id, resourceName: contact.name, before, after };
}

export async function queryContactPage(db: DbOrTx, request: ContactPageRequest): Promise<PagedResult<Contact>> {
  const { rows, total } = await pageContacts(db, {
    filter: request.filter || undefined,
    group: request.group,
    sortColumn: request.sorting?.field ?? 'name',
    descending: request.sorting?.direction === 'desc',
    limit: request.maxResultCount,
    offset: request.skipCount,
  });
  return { items: rows.map(contactOf), totalCount: total };
}

async function existing(db: DbOrTx, id: string, forUpdate = false): Promise<ContactRow> {
  const [row] = isUuid(id) ? await findContacts(db, [id], forUpdate) : [];
  if (!row) throw notFound('integrations.contacts.notFound');
  return row;
}

export async function getContact(db: DbOrTx, id: string): Promise<Contact> {
  return contactOf(await existing(db, id));
}

export function queryContactGroups(db: DbOrTx): Promise<ContactGroup[]> {
  return listContactGroups(db);
}

export async function createContact(ctx: ChangeContext, actor: Actor, request: CreateContactRequest): Promise<Contact> {
  return inTransaction(ctx, async (tx) => {
    const [row] = await insertContacts(tx, [{ ...valuesOf(request), userId: null }]);
    const created = contactOf(row as ContactRow);
    await recordAudit(tx, actor, [auditChange('create', null, created)]);
    return created;
  });
}

export async function editContact(ctx: ChangeContext, actor: Actor, request: EditContactRequest): Promise<Contact> {
  return inTransaction(ctx, async (tx) => {
    const current = await existing(tx, request.id, true);
    const row = await updateContact(tx, current.id, valuesOf(request));
    const edited = contactOf(row as ContactRow);
    await recordAudit(tx, actor, [auditChange('edit', contactOf(current), edited)]);
    return edited;
  });
}

/** Deletes all of them or, when one does not exist, none (404 naming the missing). */
export async function deleteContacts(ctx: ChangeContext, actor: Actor, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  return inTransaction(ctx, async (tx) => {
    const found = new Set((await findContacts(tx, unique.filter(isUuid), true)).map((row) => row.id));
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw notFound('integrations.contacts.someNotFound', { ids: missing.slice(0, 5).join(', ') });
    }
    const deleted = await deleteContactRows(tx, unique);
    await recordAudit(
      tx,
      actor,
      deleted.map((row) => auditChange('delete', contactOf(row), null)),
    );
    return { deleted: deleted.length };
  });
}

const coreLanguage = (language: string | null): CoreLanguage =>
  (CORE_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as CoreLanguage) : DEFAULT_LANGUAGE;

/** Adds the new contacts of an import and records the whole import (added and updated) in the change log. */
async function storeImport(
  tx: DbOrTx,
  actor: Actor,
  created: ContactValues[],
  updated: number,
): Promise<ContactImportResult> {
  const inserted = await insertContacts(tx, created);
  await recordAudit(tx, actor, [
    {
      resource: 'integrationContact',
      action: 'import',
      resourceId: null,
      resourceName: `${inserted.length} + ${updated}`,
      before: null,
      after: { created: inserted.map((row) => row.name), updated },
    },
  ]);
  return { created: inserted.length, updated };
}

/**
 * Contacts from portal users, with their name, e-mail, phone and language: a user imported before
 * has their contact refreshed (its robot id and groups kept, the requested groups added), the others
 * get a new one. All or nothing: an unknown user stops the whole import.
 */
export async function importContactsFromUsers(
  ctx: ChangeContext,
  actor: Actor,
  request: ImportContactsFromUsersRequest,
): Promise<ContactImportResult> {
  const userIds = [...new Set(request.userIds)];
  const found = new Map((await findLiveAccounts(ctx.db, userIds.filter(isUuid))).map((user) => [user.id, user]));
  // A UUID names its account in either case, as the database compares them.
  const missing = userIds.filter((id) => !found.has(id.toLowerCase()));
  if (missing.length > 0)
    throw notFound('integrations.contacts.usersNotFound', { ids: missing.slice(0, 5).join(', ') });
  const users = userIds.flatMap((id) => found.get(id.toLowerCase()) ?? []);
  return inTransaction(ctx, async (tx) => {
    const known = new Map((await findContactsOfUsers(tx, userIds)).map((row) => [row.userId, row]));
    const created: ContactValues[] = [];
    let updated = 0;
    for (const user of users) {
      const fromUser = {
        name: user.name,
        email: user.email,
        phone: user.phoneNumber,
        language: coreLanguage(user.language),
      };
      const contact = known.get(user.id);
      if (contact) {
        const groups = [...new Set([...contact.groups, ...request.groups])].sort();
        await updateContact(tx, contact.id, { ...fromUser, groups });
        updated += 1;
      } else {
        created.push({ ...fromUser, mentionId: null, groups: [...request.groups].sort(), userId: user.id });
      }
    }
    return storeImport(tx, actor, created, updated);
  });
}

/**
 * An address book from .xlsx (the columns this portal exports, headed in any of its languages):
 * every row is checked like a contact typed in the editor, and one bad row refuses the whole
 * workbook with every problem named by its row, so nothing is half imported. A row whose e-mail
 * address is already a contact's updates that contact; the others are added.
 */
export async function importContactsXlsx(
  ctx: ChangeContext,
  actor: Actor,
  bytes: Buffer,
): Promise<ContactImportResult> {
  let rows: Awaited<ReturnType<typeof readContactsSheet>>;
  try {
    rows = await readContactsSheet(bytes, MAX_IMPORTED_CONTACTS);
  } catch (error) {
    if (error instanceof UnreadableSheet) throw badRequest(error.messageKey);
    throw error;
  }
  const problems: FieldProblem[] = [];
  const contacts: CreateContactRequest[] = [];
  for (const { row, values } of rows) {
    const input = {
      ...values,
      groups: values.groups
        ? values.groups
            .split(/[,，;]/)
            .map((name) => name.trim())
            .filter(Boolean)
        : [],
      language: values.language ?? undefined,
    };
    const parsed = contactFieldsSchema.safeParse(input);
    if (parsed.success) contacts.push(parsed.data);
    else
      problems.push(
        ...problemsOf(parsed.error.issues, input).map((problem) => ({
          ...problem,
          field: `row ${row}: ${problem.field}`,
        })),
      );
  }
  if (problems.length > 0) throw badRequest('errors.validation', {}, problems.slice(0, 50));
  return inTransaction(ctx, async (tx) => {
    const byEmail = new Map(
      (
        await findContactsByEmail(
          tx,
          contacts.flatMap((contact) => (contact.email ? [contact.email] : [])),
        )
      ).map((row) => [(row.email ?? '').toLowerCase(), row]),
    );
    const created: ContactValues[] = [];
    let updated = 0;
    for (const contact of contacts) {
      const match = contact.email ? byEmail.get(contact.email.toLowerCase()) : undefined;
      if (match) {
        await updateContact(tx, match.id, valuesOf(contact));
        updated += 1;
      } else {
        created.push({ ...valuesOf(contact), userId: null });
      }
    }
    return storeImport(tx, actor, created, updated);
  });
}

/** The whole address book as .xlsx, headed in the caller's language. */
export async function exportContactsXlsx(db: DbOrTx, language: CoreLanguage): Promise<Buffer> {
  return workbookBytes(contactsSheet(await listAllContacts(db), language));
}
