import { EVENT_TYPES, FIRE_ALARM_TYPE, type PushSetting } from '@workbench/contracts';

/** The form's values: the setting, its matrix one row per event type in type order. */
export type PushSettingValues = PushSetting;

/**
 * The setting as the form shows it: a row for every type, in order (a missing one muted), the fire
 * alarm's pop-up on, as it always is.
 */
export function valuesOf(setting: PushSetting): PushSettingValues {
  const types = EVENT_TYPES.map((type) => {
    const row = setting.types.find((candidate) => candidate.type === type) ?? {
      type,
      popUp: false,
      email: false,
      robot: false,
    };
    return type === FIRE_ALARM_TYPE ? { ...row, popUp: true } : row;
  });
  return { ...setting, types, applicationIds: [...setting.applicationIds] };
}

/**
 * What the form sends: the fire alarm's pop-up always on (the service answers it so in any case),
 * the chosen applications dropped while all applications are chosen.
 */
export function settingOf(values: PushSettingValues): PushSetting {
  return {
    ...values,
    types: values.types.map((row) => (row.type === FIRE_ALARM_TYPE ? { ...row, popUp: true } : row)),
    applicationIds: values.allApplications ? [] : values.applicationIds,
  };
}

/**
 * The form field a problem of the service names ("quietHours.to", "applicationIds.2",
 * "types.4.type"): list entries of the applications belong to the one picker, a matrix entry to
 * its row's first box.
 */
export function fieldOfProblem(field: string): (string | number)[] | null {
  const [head, ...rest] = field.split('.');
  if (head === 'applicationIds') return ['applicationIds'];
  if (head === 'quietHours' && (rest[0] === 'from' || rest[0] === 'to' || rest[0] === 'enabled')) {
    return ['quietHours', rest[0]];
  }
  if (head === 'types' && rest[0] !== undefined && /^\d+$/.test(rest[0])) return ['types', Number(rest[0]), 'popUp'];
  if (head === 'allApplications' || head === 'sound') return [head];
  return null;
}
