import {
  type Channel,
  type ChannelKind,
  CORE_LANGUAGES,
  type CoreLanguage,
  type CreateChannelRequest,
  type EmailSettings,
  type PluginSettings,
  type RobotSettings,
} from '@workbench/contracts';

/** A write-only secret as the form holds it: undefined keeps the stored one, null removes it, a text replaces it. */
export type SecretChange = string | null | undefined;

export interface ChannelFormValues {
  name: string;
  description: string;
  enabled: boolean;
  settings: EmailSettings | RobotSettings | PluginSettings;
  /** The e-mail channel's password or the robot's and plugin's signing secret. */
  secret: SecretChange;
}

/** The secret each kind has, as the contract names it. */
export const SECRET_FIELD = { email: 'password', robot: 'signingSecret', plugin: 'signingSecret' } as const;

function perLanguage<T>(make: () => T): Record<CoreLanguage, T> {
  return Object.fromEntries(CORE_LANGUAGES.map((language) => [language, make()])) as Record<CoreLanguage, T>;
}

/** A new channel: off until the administrator has tried it, templates empty (the defaults apply). */
export function newChannelSettings(kind: ChannelKind): ChannelFormValues['settings'] {
  if (kind === 'email') {
    return {
      host: '',
      port: 587,
      tls: 'starttls',
      acceptSelfSigned: false,
      userName: '',
      senderName: '',
      senderAddress: '',
      templates: perLanguage(() => ({ subject: '', body: '' })),
    };
  }
  if (kind === 'robot') {
    return {
      robot: 'webhook',
      webhookUrl: '',
      mentionUserIds: [],
      mentionMobiles: [],
      mentionEveryone: false,
      templates: perLanguage(() => ({ title: '', text: '' })),
    };
  }
  return { url: '', templates: perLanguage(() => ({ body: '' })) };
}

/** What the form starts with. The secret starts "unchanged": the service never says what it is. */
export function initialFormValues(kind: ChannelKind, channel: Channel | null): ChannelFormValues {
  if (!channel)
    return { name: '', description: '', enabled: false, settings: newChannelSettings(kind), secret: undefined };
  return {
    name: channel.name,
    description: channel.description,
    enabled: channel.enabled,
    settings: channel.settings,
    secret: undefined,
  };
}

/** Whether the stored channel has its secret (the answer says only that). */
export function secretIsSet(channel: Channel | null): boolean {
  if (!channel) return false;
  return channel.kind === 'email' ? channel.passwordSet : channel.signingSecretSet;
}

/** The request for the form's values: the secret only when it changes. */
export function channelRequestOf(kind: ChannelKind, values: ChannelFormValues): CreateChannelRequest {
  const { secret, ...fields } = values;
  const change = secret === undefined || secret === '' ? {} : { [SECRET_FIELD[kind]]: secret };
  return { kind, ...fields, ...change } as CreateChannelRequest;
}

/** The form's field for a field the service names, e.g. "settings.templates.en.body" or "password". */
export function formFieldOf(serverField: string): (string | number)[] {
  if (serverField === 'password' || serverField === 'signingSecret') return ['secret'];
  return serverField.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
