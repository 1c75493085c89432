import type { MessageKey } from '../i18n/en';

const UNIT_KEYS: Record<string, MessageKey> = {
  kg: 'unitKg',
  pcs: 'unitPcs',
  m: 'unitM',
  l: 'unitL',
  roll: 'unitRoll',
  box: 'unitBox',
  set: 'unitSet',
};

/** The dictionary key that words a unit code; undefined for a code the app does not know. */
export function unitKeyOf(code: string): MessageKey | undefined {
  return UNIT_KEYS[code];
}
