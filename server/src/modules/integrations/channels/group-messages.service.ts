import type { ChannelKind, CoreLanguage } from '@workbench/contracts';
import type { DbOrTx } from '../../../db/client';
import { badRequest, notFound } from '../../../platform/errors';
import { type ChangeContext, inTransaction } from '../../../platform/events/in-transaction';
import { isUuid } from '../../../platform/ids';
import { type ContactRow, listContactsInGroup } from '../contacts/contacts.repository';
import { DEFAULT_DELIVERY_POLICY } from '../delivery/delivery-policy';
import { enqueueMessages, type NewOutboxMessage } from '../delivery/outbox.repository';
import { renderChannelMessage } from './channel-messages';
import { findChannel } from './channels.repository';

export interface MessageToGroup {
  channelId: string;
  /** The address book's group, by name. */
  group: string;
  title: string;
  text: string;
  /** The title and text in a recipient's language, when they differ by language (else `title` and `text`). */
  wordsIn?: (language: CoreLanguage) => { title: string; text: string };
  /** The time the message speaks of (a report's occurrence), shown in the templates' {time}. */
  time: Date;
  /**
   * Makes the messages' idempotency keys: the same key queues each recipient's message once, so
   * a retried run of one occurrence does not send it twice.
   */
  key: string;
}

export interface QueuedToGroup {
  channel: { id: string; name: string; kind: ChannelKind };
  /** Contacts in the group. */
  contacts: number;
  /** Messages queued now (a repeated key queues nothing again). */
  queued: number;
  /** Messages of this key that were queued before. */
  queuedBefore: number;
  /** Contacts the channel cannot reach (an e-mail channel and a contact without an address). */
  unreachable: number;
}

interface Addressed {
  recipient: string;
  keySuffix: string;
  language: CoreLanguage;
}

/**
 * Who the channel's messages go to: an e-mail to each contact that has an address; a plugin's
 * call for each contact (the plant's system delivers to the person); a robot posts into one chat,
 * so once per language the group's contacts read, not once per person.
 */
function addressees(kind: ChannelKind, group: string, contacts: readonly ContactRow[]): Addressed[] {
  if (kind === 'email') {
    return contacts.flatMap((contact) =>
      contact.email ? [{ recipient: contact.email, keySuffix: contact.id, language: contact.language }] : [],
    );
  }
  if (kind === 'plugin') {
    return contacts.map((contact) => ({ recipient: contact.name, keySuffix: contact.id, language: contact.language }));
  }
  const languages = [...new Set(contacts.map((contact) => contact.language))].sort();
  return languages.map((language) => ({ recipient: `${group} (${language})`, keySuffix: language, language }));
}

/**
 * Queues a message to a contact group through a channel, in one transaction: rendered for each
 * recipient in their language with the channel's templates, delivered by the outbox like every
 * other message. Refused (nothing queued) for a missing or disabled channel, an empty group or a
 * group the channel reaches nobody of.
 */
export async function queueMessageToContactGroup(ctx: ChangeContext, message: MessageToGroup): Promise<QueuedToGroup> {
  return inTransaction(ctx, async (tx, record) => {
    const channel = isUuid(message.channelId) ? await findChannel(tx, message.channelId) : undefined;
    if (!channel) throw notFound('integrations.notFound');
    if (!channel.enabled) throw badRequest('integrations.group.channelDisabled', { channel: channel.name });
    const contacts = await listContactsInGroup(tx, message.group);
    if (contacts.length === 0) throw badRequest('integrations.group.empty', { group: message.group });
    const addressed = addressees(channel.kind, message.group, contacts);
    if (addressed.length === 0) {
      throw badRequest('integrations.group.noEmail', { group: message.group, count: contacts.length });
    }
    const time = `${message.time.toISOString().replace('T', ' ').slice(0, 19)} UTC`;
    const outbox: NewOutboxMessage[] = addressed.map(({ recipient, keySuffix, language }) => ({
      channelId: channel.id,
      idempotencyKey: `${message.key}:${keySuffix}`,
      recipient,
      payload: {
        ...renderChannelMessage(
          channel.kind,
          channel.settings,
          {
            ...(message.wordsIn?.(language) ?? { title: message.title, text: message.text }),
            time,
            channel: channel.name,
            recipient,
          },
          language,
          recipient,
        ),
      },
      maxAttempts: DEFAULT_DELIVERY_POLICY.maxAttempts,
    }));
    const queued = await enqueueMessages(tx, outbox);
    if (queued > 0) record({ type: 'outbox.queued' });
    return {
      channel: { id: channel.id, name: channel.name, kind: channel.kind },
      contacts: contacts.length,
      queued,
      queuedBefore: outbox.length - queued,
      unreachable: channel.kind === 'email' ? contacts.length - addressed.length : 0,
    };
  });
}

/** What a message to a contact group would reach, without queueing anything (a strategy's `try`). */
export interface GroupReach {
  channel: { id: string; name: string; kind: ChannelKind } | null;
  contacts: number;
  /** The languages the reached recipients read. */
  languages: CoreLanguage[];
  /** Why nothing would be sent, as a message key with its values; null when it would. */
  problem: { messageKey: string; params: Record<string, string | number> } | null;
}

export async function reachOfContactGroup(db: DbOrTx, channelId: string, group: string): Promise<GroupReach> {
  const row = isUuid(channelId) ? await findChannel(db, channelId) : undefined;
  const contacts = await listContactsInGroup(db, group);
  const channel = row ? { id: row.id, name: row.name, kind: row.kind } : null;
  const reach = (problem: GroupReach['problem'], languages: CoreLanguage[] = []): GroupReach => ({
    channel,
    contacts: contacts.length,
    languages,
    problem,
  });
  if (!row) return reach({ messageKey: 'integrations.notFound', params: {} });
  if (!row.enabled) return reach({ messageKey: 'integrations.group.channelDisabled', params: { channel: row.name } });
  if (contacts.length === 0) return reach({ messageKey: 'integrations.group.empty', params: { group } });
  const addressed = addressees(row.kind, group, contacts);
  if (addressed.length === 0) {
    return reach({ messageKey: 'integrations.group.noEmail', params: { group, count: contacts.length } });
  }
  return reach(null, [...new Set(addressed.map((entry) => entry.language))].sort());
}
