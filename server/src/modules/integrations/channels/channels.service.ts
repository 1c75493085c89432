import { randomUUID } from 'node:crypto';
import {
  type Channel,
  type ChannelListItem,
  type ChannelPageRequest,
  CORE_LANGUAGES,
  type CoreLanguage,
  type CreateChannelRequest,
  type Delivery,
  type EditChannelRequest,
  emailSettingsSchema,
  isJsonTemplate,
  type PagedResult,
  pluginSettingsSchema,
  robotSettingsSchema,
  type SendTestRequest,
} from '@workbench/contracts';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { readTogether } from '../../../db/read-together';
import { badRequest, type FieldProblem, notFound } from '../../../platform/errors';
import { type ChangeContext, inTransaction } from '../../../platform/events/in-transaction';
import { isUuid } from '../../../platform/ids';
import { translate } from '../../../platform/messages';
import type { SecretBox } from '../../../platform/secrets/secret-box';
import { type Actor, type AuditChange, recordAudit } from '../../audit/audit.service';
import { enqueueMessages, findMessage, listChannelMessages, type OutboxRow } from '../delivery/outbox.repository';
import { renderChannelMessage } from './channel-messages';
import { nextSealedSecrets, SECRET_NAMES } from './channel-secrets';
import {
  type ChannelDeliveryState,
  type ChannelRow,
  channelDeliveryStates,
  deleteChannels as deleteChannelRows,
  findChannel,
  insertChannel,
  pageChannels,
  updateChannel,
} from './channels.repository';

export interface ChannelsContext extends ChangeContext {
  secrets: SecretBox;
}

const NO_STATE: ChannelDeliveryState = { lastDeliveryAt: null, waiting: 0, lastError: null, lastErrorAt: null };
const iso = (value: Date | null) => (value ? value.toISOString() : null);

function stateOf(state: ChannelDeliveryState = NO_STATE) {
  return {
    lastDeliveryTime: iso(state.lastDeliveryAt),
    lastError: state.lastError,
    lastErrorTime: iso(state.lastErrorAt),
    waiting: state.waiting,
  };
}

/** The channel as answers show it: its settings and whether each secret is set, never a secret. */
function channelOf(row: ChannelRow, state?: ChannelDeliveryState): Channel {
  const common = {
    id: row.id,
    name: row.name,
    description: row.description,
    enabled: row.enabled,
    state: stateOf(state),
    creationTime: row.createdAt.toISOString(),
  };
  const isSet = (name: string) => Boolean(row.sealedSecrets[name]);
  if (row.kind === 'email') {
    return {
      kind: 'email',
      ...common,
      settings: emailSettingsSchema.parse(row.settings),
      passwordSet: isSet('password'),
    };
  }
  if (row.kind === 'robot') {
    const settings = robotSettingsSchema.parse(row.settings);
    return { kind: 'robot', ...common, settings, signingSecretSet: isSet('signingSecret') };
  }
  const settings = pluginSettingsSchema.parse(row.settings);
  return { kind: 'plugin', ...common, settings, signingSecretSet: isSet('signingSecret') };
}

/** Where a channel sends, in a few words for the list. */
function targetOf(channel: Channel): string {
  const hostOf = (address: string) => {
    try {
      return new URL(address).host;
    } catch {
      return address;
    }
  };
  if (channel.kind === 'email') return `${channel.settings.host}:${channel.settings.port}`;
  if (channel.kind === 'robot') return `${channel.settings.robot} · ${hostOf(channel.settings.webhookUrl)}`;
  return hostOf(channel.settings.url);
}

export async function queryChannelPage(db: DbOrTx, request: ChannelPageRequest): Promise<PagedResult<ChannelListItem>> {
  const { rows, total } = await pageChannels(db, {
    kind: request.kind,
    filter: request.filter || undefined,
    sortColumn: request.sorting?.field ?? 'name',
    descending: request.sorting?.direction === 'desc',
    limit: request.maxResultCount,
    offset: request.skipCount,
  });
  const states = await channelDeliveryStates(
    db,
    rows.map((row) => row.id),
  );
  return {
    totalCount: total,
    items: rows.map((row) => {
      const channel = channelOf(row, states.get(row.id));
      const { id, kind, name, enabled, state, creationTime } = channel;
      return { id, kind, name, target: targetOf(channel), enabled, state, creationTime };
    }),
  };
}

async function existing(db: DbOrTx, id: string, forUpdate = false): Promise<ChannelRow> {
  const row = isUuid(id) ? await findChannel(db, id, forUpdate) : undefined;
  if (!row) throw notFound('integrations.notFound');
  return row;
}

export async function getChannel(db: DbOrTx, id: string): Promise<Channel> {
  const row = await existing(db, id);
  return channelOf(row, (await channelDeliveryStates(db, [row.id])).get(row.id));
}

/** A plugin's body templates must give JSON whatever an event's text holds. */
function checkTemplates(request: CreateChannelRequest): void {
  if (request.kind !== 'plugin') return;
  const problems: FieldProblem[] = CORE_LANGUAGES.filter((language) => {
    const body = request.settings.templates[language].body;
    return body.trim() !== '' && !isJsonTemplate(body);
  }).map((language) => ({
    field: `settings.templates.${language}.body`,
    messageKey: 'integrations.templateNotJson',
    params: { language },
  }));
  if (problems.length > 0) throw badRequest('errors.validation', {}, problems);
}

function secretsOf(request: CreateChannelRequest) {
  return request.kind === 'email' ? { password: request.password } : { signingSecret: request.signingSecret };
}

function auditChange(action: AuditChange['action'], before: Channel | null, after: Channel | null): AuditChange {
  const channel = (after ?? before) as Channel;
  return { resource: 'integrationChannel', action, resourceId: channel.id, resourceName: channel.name, before, after };
}

export async function createChannel(
  ctx: ChannelsContext,
  actor: Actor,
  request: CreateChannelRequest,
): Promise<Channel> {
  checkTemplates(request);
  const id = randomUUID();
  return inTransaction(ctx, async (tx) => {
    const row = await insertChannel(tx, {
      id,
      kind: request.kind,
      name: request.name,
      description: request.description,
      enabled: request.enabled,
      settings: request.settings,
      sealedSecrets: nextSealedSecrets(ctx.secrets, id, {}, secretsOf(request), SECRET_NAMES[request.kind]),
    });
    const created = channelOf(row);
    await recordAudit(tx, actor, [auditChange('create', null, created)]);
    return created;
  });
}

export async function editChannel(ctx: ChannelsContext, actor: Actor, request: EditChannelRequest): Promise<Channel> {
  checkTemplates(request);
  return inTransaction(ctx, async (tx) => {
    const current = await existing(tx, request.id, true);
    if (current.kind !== request.kind) throw badRequest('integrations.kindFixed');
    const row = await updateChannel(tx, current.id, {
      name: request.name,
      description: request.description,
      enabled: request.enabled,
      settings: request.settings,
      sealedSecrets: nextSealedSecrets(
        ctx.secrets,
        current.id,
        current.sealedSecrets,
        secretsOf(request),
        SECRET_NAMES[request.kind],
      ),
    });
    if (!row) throw notFound('integrations.notFound');
    const states = await channelDeliveryStates(tx, [row.id]);
    const edited = channelOf(row, states.get(row.id));
    await recordAudit(tx, actor, [auditChange('edit', channelOf(current, states.get(row.id)), edited)]);
    return edited;
  });
}

/** Deletes all of them or, when one does not exist, none (404 naming the missing). Their waiting messages go with them. */
export async function deleteChannels(
  ctx: ChannelsContext,
  actor: Actor,
  ids: readonly string[],
): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  return inTransaction(ctx, async (tx) => {
    const found = await readTogether(
      tx,
      unique.map((id) => async () => (isUuid(id) ? findChannel(tx, id, true) : undefined)),
    );
    const missing = unique.filter((_id, index) => !found[index]);
    if (missing.length > 0) throw notFound('integrations.someNotFound', { ids: missing.slice(0, 5).join(', ') });
    const deleted = await deleteChannelRows(tx, unique);
    await recordAudit(
      tx,
      actor,
      deleted.map((row) => auditChange('delete', channelOf(row), null)),
    );
    return { deleted: deleted.length };
  });
}

export function deliveryOf(row: OutboxRow): Delivery {
  return {
    id: row.id,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    latencyMs: row.latencyMs,
    creationTime: row.createdAt.toISOString(),
    deliveryTime: iso(row.deliveredAt),
  };
}

export async function queryDeliveries(db: DbOrTx, channelId: string, limit: number): Promise<Delivery[]> {
  const row = await existing(db, channelId);
  return (await listChannelMessages(db, row.id, limit)).map(deliveryOf);
}

/** How long "Send test" waits for the outcome before answering with the message still on its way. */
export const TEST_WAIT_MS = 15_000;

/**
 * "Send test": one message through the channel, even while it is disabled, to `recipient` for an
 * e-mail channel. It goes through the outbox like any other (so it tests what real messages go
 * through) with a single attempt, and the answer waits for its outcome, delivered by whichever
 * instance's worker claims it.
 */
export async function sendTestMessage(
  ctx: ChannelsContext,
  request: SendTestRequest,
  callerLanguage: CoreLanguage,
  waitMs = TEST_WAIT_MS,
): Promise<Delivery> {
  const channel = await existing(ctx.db, request.id);
  const recipient = request.recipient;
  if (channel.kind === 'email' && !z.email().safeParse(recipient).success) {
    throw badRequest('errors.validation', {}, [{ field: 'recipient', messageKey: 'integrations.testRecipient' }]);
  }
  const language = request.language ?? callerLanguage;
  const time = new Date().toISOString().replace('T', ' ').slice(0, 19);
  const values = {
    title: translate(language, 'integrations.testTitle', { channel: channel.name }),
    text: translate(language, 'integrations.testText', { channel: channel.name, time: `${time} UTC` }),
    time: `${time} UTC`,
    channel: channel.name,
    recipient,
  };
  const payload = { ...renderChannelMessage(channel.kind, channel.settings, values, language, recipient), test: true };
  const idempotencyKey = `test:${randomUUID()}:${recipient || channel.kind}`;
  await inTransaction(ctx, async (tx, record) => {
    await enqueueMessages(tx, [{ channelId: channel.id, idempotencyKey, recipient, payload, maxAttempts: 1 }]);
    record({ type: 'outbox.queued' });
  });
  const deadline = Date.now() + waitMs;
  for (;;) {
    const row = await findMessage(ctx.db, idempotencyKey);
    if (!row) throw notFound('integrations.notFound');
    if (row.status === 'delivered' || row.status === 'failed' || Date.now() > deadline) return deliveryOf(row);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
