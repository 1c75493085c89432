import { type ChannelKind, emailSettingsSchema, pluginSettingsSchema, robotSettingsSchema } from '@workbench/contracts';
import type { DbOrTx } from '../../../db/client';
import { type OutboundPolicy, postOutbound } from '../../../platform/outbound/outbound-post';
import type { SecretBox } from '../../../platform/secrets/secret-box';
import type { DeliverMessage } from '../delivery/delivery-worker';
import type { OutboxRow } from '../delivery/outbox.repository';
import { openSecret } from './channel-secrets';
import { type ChannelRow, findChannel } from './channels.repository';
import { sendEmail } from './senders/email-sender';
import { ROBOT_FORMATS } from './senders/robots/robot-formats';
import { signatureHeaders } from './senders/signed-json';

/** What the outbox keeps for each kind of channel: the message as rendered for its recipient. */
export interface EmailPayload {
  to: string;
  subject: string;
  html: string;
  text: string;
}
export interface RobotPayload {
  title: string;
  text: string;
}
export interface PluginPayload {
  body: string;
}
export type ChannelPayload = (EmailPayload | RobotPayload | PluginPayload) & {
  /** A "Send test" message: sent even while the channel is disabled. */
  test?: boolean;
};

/** A delivery that no further attempt can make succeed. */
class ChannelUnusable extends Error {
  readonly retryable = false;
  constructor(message: string) {
    super(message);
    this.name = 'ChannelUnusable';
  }
}

export interface ChannelDeliveryDeps {
  db: DbOrTx;
  secrets: SecretBox;
  outbound: OutboundPolicy;
  attemptTimeoutMs: number;
}

/**
 * The outbox worker's delivery for the integration channels: reads the channel as it is now (an
 * edit or a new password applies to messages still waiting), opens its secrets only here, and
 * sends the message the way its kind does, with the outbox key for the receiver to recognise a
 * retried message.
 */
export function deliverThroughChannel(deps: ChannelDeliveryDeps): DeliverMessage {
  return async (message, { batch }) => {
    const key = `channel:${message.channelId}`;
    let read = batch.get(key) as Promise<ChannelRow | undefined> | undefined;
    if (!read) {
      read = findChannel(deps.db, message.channelId);
      batch.set(key, read);
    }
    const channel = await read;
    if (!channel) throw new ChannelUnusable('the channel was deleted');
    const payload = message.payload as unknown as ChannelPayload;
    if (!channel.enabled && payload.test !== true) throw new ChannelUnusable('the channel is disabled');
    const send: Record<ChannelKind, () => Promise<void>> = {
      email: () => deliverEmail(deps, channel, message, payload as EmailPayload),
      robot: () => deliverRobot(deps, channel, message, payload as RobotPayload),
      plugin: () => deliverPlugin(deps, channel, message, payload as PluginPayload),
    };
    await send[channel.kind]();
  };
}

function secretOf(deps: ChannelDeliveryDeps, channel: ChannelRow, name: 'password' | 'signingSecret') {
  try {
    return openSecret(deps.secrets, channel.id, channel.sealedSecrets, name);
  } catch (error) {
    throw new ChannelUnusable(`${(error as Error).message}; enter the channel's ${name} again`);
  }
}

async function deliverEmail(deps: ChannelDeliveryDeps, channel: ChannelRow, message: OutboxRow, payload: EmailPayload) {
  const settings = emailSettingsSchema.parse(channel.settings);
  await sendEmail(
    settings,
    secretOf(deps, channel, 'password'),
    { ...payload, idempotencyKey: message.idempotencyKey },
    deps.outbound,
    deps.attemptTimeoutMs,
  );
}

async function deliverRobot(deps: ChannelDeliveryDeps, channel: ChannelRow, message: OutboxRow, payload: RobotPayload) {
  const settings = robotSettingsSchema.parse(channel.settings);
  const format = ROBOT_FORMATS[settings.robot];
  const call = format.call(
    settings.webhookUrl,
    {
      title: payload.title,
      text: payload.text,
      mentions: {
        userIds: settings.mentionUserIds,
        mobiles: settings.mentionMobiles,
        everyone: settings.mentionEveryone,
      },
    },
    secretOf(deps, channel, 'signingSecret'),
    new Date(),
  );
  const answer = await postOutbound(
    {
      ...call,
      headers: { ...call.headers, 'idempotency-key': message.idempotencyKey },
      timeoutMs: deps.attemptTimeoutMs,
    },
    deps.outbound,
  );
  format.checkAnswer(answer.body);
}

async function deliverPlugin(
  deps: ChannelDeliveryDeps,
  channel: ChannelRow,
  message: OutboxRow,
  payload: PluginPayload,
) {
  const settings = pluginSettingsSchema.parse(channel.settings);
  const secret = secretOf(deps, channel, 'signingSecret');
  await postOutbound(
    {
      url: settings.url,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'idempotency-key': message.idempotencyKey,
        ...(secret ? signatureHeaders(payload.body, secret, new Date()) : {}),
      },
      body: payload.body,
      timeoutMs: deps.attemptTimeoutMs,
    },
    deps.outbound,
  );
}
