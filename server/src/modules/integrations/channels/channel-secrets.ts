import type { SecretBox } from '../../../platform/secrets/secret-box';

/** The secrets each kind of channel keeps, by the request field that sets them. */
export const SECRET_NAMES = { email: ['password'], robot: ['signingSecret'], plugin: ['signingSecret'] } as const;
export type SecretName = 'password' | 'signingSecret';

/** What a sealed secret is for: a secret copied to another channel or field does not open there. */
const purposeOf = (channelId: string, name: SecretName) => `integration-channel:${channelId}:${name}`;

/**
 * The channel's sealed secrets after a save: a field absent from the request keeps the stored
 * secret, null removes it, a text replaces it.
 */
export function nextSealedSecrets(
  box: SecretBox,
  channelId: string,
  stored: Readonly<Record<string, string>>,
  requested: Partial<Record<SecretName, string | null | undefined>>,
  names: readonly SecretName[],
): Record<string, string> {
  const next: Record<string, string> = {};
  for (const name of names) {
    const given = requested[name];
    if (given === undefined) {
      const kept = stored[name];
      if (kept) next[name] = kept;
    } else if (given !== null) {
      next[name] = box.seal(given, purposeOf(channelId, name));
    }
  }
  return next;
}

/** The secret in clear, for the delivery that needs it; undefined when none is set. */
export function openSecret(
  box: SecretBox,
  channelId: string,
  sealed: Readonly<Record<string, string>>,
  name: SecretName,
): string | undefined {
  const value = sealed[name];
  return value ? box.open(value, purposeOf(channelId, name)) : undefined;
}
