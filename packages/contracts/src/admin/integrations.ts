import { z } from 'zod';
import { CORE_LANGUAGES, type CoreLanguage } from '../languages';
import { LIMITS } from '../limits';
import { multiLineText, singleLineText } from '../text-rules';
import { isHttpUrl } from '../urls';
import { adminPageRequestSchema, freeTextSchema, idSchema, nameSchema } from './common';

/** The kinds of channel of docs/spec.md §2 that send (contacts are the address book they send to). */
export const CHANNEL_KINDS = ['email', 'robot', 'plugin'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** The chat robots a robot channel speaks to (the server's robots/ folder holds their dialects). */
export const ROBOT_KINDS = ['dingtalk', 'feishu', 'wecom', 'webhook'] as const;
export type RobotKindName = (typeof ROBOT_KINDS)[number];

export const SMTP_TLS_MODES = ['none', 'starttls', 'implicit'] as const;

/** An address the service calls: http(s) only (the service also refuses link-local ones). */
const callAddressSchema = singleLineText()
  .trim()
  .min(1)
  .max(2000)
  .refine(isHttpUrl, { message: 'validation.httpAddress' });

const shortText = (max: number) => singleLineText().trim().max(max).default('');
const templateText = multiLineText().max(LIMITS.freeTextMax).default('');

/** One template per core language; a language left empty falls back to English, then Chinese. */
function perLanguage<T extends z.ZodType>(template: T) {
  return z.object(
    Object.fromEntries(CORE_LANGUAGES.map((language) => [language, template])) as Record<CoreLanguage, T>,
  );
}

export const emailSettingsSchema = z.object({
  host: singleLineText().trim().min(1).max(255),
  port: z.number().int().min(1).max(65_535),
  tls: z.enum(SMTP_TLS_MODES),
  /** Accept a self-signed certificate (a plant's own mail relay); off by default. */
  acceptSelfSigned: z.boolean().default(false),
  userName: shortText(LIMITS.nameMax),
  senderName: shortText(LIMITS.nameMax),
  senderAddress: singleLineText()
    .trim()
    .max(LIMITS.nameMax)
    .pipe(z.email({ message: 'validation.email' })),
  templates: perLanguage(z.object({ subject: shortText(500), body: templateText })),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

export const robotSettingsSchema = z.object({
  robot: z.enum(ROBOT_KINDS),
  webhookUrl: callAddressSchema,
  mentionUserIds: z.array(singleLineText().trim().min(1).max(LIMITS.nameMax)).max(100).default([]),
  mentionMobiles: z.array(singleLineText().trim().min(1).max(32)).max(100).default([]),
  mentionEveryone: z.boolean().default(false),
  templates: perLanguage(z.object({ title: shortText(500), text: templateText })),
});
export type RobotSettings = z.infer<typeof robotSettingsSchema>;

export const pluginSettingsSchema = z.object({
  url: callAddressSchema,
  /** The JSON body sent, with placeholders; rendered per recipient language. */
  templates: perLanguage(z.object({ body: templateText })),
});
export type PluginSettings = z.infer<typeof pluginSettingsSchema>;

/**
 * A write-only secret in a request: absent keeps the stored one, null removes it, a text replaces
 * it. Answers never carry secrets, only whether one is set.
 */
const secretInput = z.union([z.string().min(1).max(1_000), z.null()]).optional();

const channelCommon = { name: nameSchema, description: freeTextSchema, enabled: z.boolean().default(false) };

/** docs/spec.md §2 channel editors: what an administrator saves. */
export const channelFieldsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('email'), ...channelCommon, settings: emailSettingsSchema, password: secretInput }),
  z.object({ kind: z.literal('robot'), ...channelCommon, settings: robotSettingsSchema, signingSecret: secretInput }),
  z.object({ kind: z.literal('plugin'), ...channelCommon, settings: pluginSettingsSchema, signingSecret: secretInput }),
]);
export const createChannelRequestSchema = channelFieldsSchema;
export type CreateChannelRequest = z.infer<typeof createChannelRequestSchema>;
export const editChannelRequestSchema = z.intersection(channelFieldsSchema, z.object({ id: idSchema }));
export type EditChannelRequest = z.infer<typeof editChannelRequestSchema>;

/** How a channel is doing, as the integration list shows it. */
export const channelStateSchema = z.object({
  lastDeliveryTime: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorTime: z.string().nullable(),
  waiting: z.number().int(),
});

const channelAnswerCommon = {
  id: z.string(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  state: channelStateSchema,
  creationTime: z.string(),
};

export const channelSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('email'),
    ...channelAnswerCommon,
    settings: emailSettingsSchema,
    passwordSet: z.boolean(),
  }),
  z.object({
    kind: z.literal('robot'),
    ...channelAnswerCommon,
    settings: robotSettingsSchema,
    signingSecretSet: z.boolean(),
  }),
  z.object({
    kind: z.literal('plugin'),
    ...channelAnswerCommon,
    settings: pluginSettingsSchema,
    signingSecretSet: z.boolean(),
  }),
]);
export type Channel = z.infer<typeof channelSchema>;

export const channelListItemSchema = z.object({
  id: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  name: z.string(),
  /** Where it sends: the SMTP host, the robot's kind and host, the plugin's host. */
  target: z.string(),
  enabled: z.boolean(),
  state: channelStateSchema,
  creationTime: z.string(),
});
export type ChannelListItem = z.infer<typeof channelListItemSchema>;

export const CHANNEL_SORT_FIELDS = ['name', 'kind', 'creationTime'] as const;
export const channelPageRequestSchema = adminPageRequestSchema(CHANNEL_SORT_FIELDS).extend({
  kind: z.enum(CHANNEL_KINDS).optional(),
});
export type ChannelPageRequest = z.infer<typeof channelPageRequestSchema>;

/** "Send test": a message to `recipient` (an e-mail address for e-mail; ignored by robots and plugins). */
export const sendTestRequestSchema = z.object({
  id: idSchema,
  recipient: singleLineText().trim().max(LIMITS.nameMax).default(''),
  language: z.enum(CORE_LANGUAGES).optional(),
});
export type SendTestRequest = z.infer<typeof sendTestRequestSchema>;

export const DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One message of a channel's delivery log. */
export const deliverySchema = z.object({
  id: z.string(),
  recipient: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  latencyMs: z.number().int().nullable(),
  creationTime: z.string(),
  deliveryTime: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const sendTestResultSchema = deliverySchema;

export const deliveryPageRequestSchema = z.object({
  channelId: idSchema,
  maxResultCount: z.number().int().min(1).max(LIMITS.pageSizeMax).default(50),
});
