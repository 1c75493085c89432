import { NOTIFICATION_TYPES } from '@workbench/contracts';
import type { RealtimeTextKey } from '../../../i18n/dictionaries/realtime/en';

const TYPE_LABELS: Record<number, RealtimeTextKey> = {
  [NOTIFICATION_TYPES.fireAlarm]: 'realtime.type.fireAlarm',
  [NOTIFICATION_TYPES.severe]: 'realtime.type.severe',
  [NOTIFICATION_TYPES.warning]: 'realtime.type.warning',
  [NOTIFICATION_TYPES.message]: 'realtime.type.message',
  [NOTIFICATION_TYPES.reminder]: 'realtime.type.reminder',
};

/** The type's name, so that the kind of a notification never rests on its colour alone. */
export function typeLabelKey(type: number): RealtimeTextKey {
  return TYPE_LABELS[type] ?? 'realtime.type.message';
}
