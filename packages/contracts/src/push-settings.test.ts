import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_PUSH_SETTING,
  effectivePushWays,
  inQuietHours,
  minutesOfDayIn,
  type PushSetting,
  pushSettingSchema,
} from './push-settings';

const at = (clock: string) => ({ minuteOfDay: Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)) });

/** Everything muted: no type by any way, no sound, only one application, quiet all night. */
const muted: PushSetting = {
  types: [0, 1, 2, 3, 4].map((type) => ({ type: type as 0, popUp: false, email: false, robot: false })),
  allApplications: false,
  applicationIds: ['wms'],
  quietHours: { enabled: true, from: '22:00', to: '06:00' },
  sound: false,
};

const everything: PushSetting = {
  ...BUILT_IN_PUSH_SETTING,
  types: [0, 1, 2, 3, 4].map((type) => ({ type: type as 0, popUp: true, email: true, robot: true })),
};

describe('how an event reaches a user (effectivePushWays)', () => {
  it('pops a fire alarm up with its sound whatever the setting, quiet hours and application', () => {
    for (const time of ['03:00', '12:00']) {
      expect(effectivePushWays(muted, { type: 0, applicationId: 'mes' }, at(time))).toEqual({
        popUp: true,
        sound: true,
        email: false,
        robot: false,
      });
    }
    expect(effectivePushWays(muted, { type: 0, applicationId: null }, at('12:00')).popUp).toBe(true);
  });

  it("sends a fire alarm's e-mail and robot message as set, even in quiet hours", () => {
    const quietNight = { ...everything, quietHours: { enabled: true, from: '22:00', to: '06:00' }, sound: false };
    expect(effectivePushWays(quietNight, { type: 0, applicationId: 'wms' }, at('23:30'))).toEqual({
      popUp: true,
      sound: true,
      email: true,
      robot: true,
    });
  });

  it('gives nothing for a type the user muted, and the ways of its row otherwise', () => {
    const warningsMuted: PushSetting = {
      ...everything,
      types: everything.types.map((row) =>
        row.type === 2 ? { ...row, popUp: false, email: false, robot: false } : row,
      ),
    };
    expect(effectivePushWays(warningsMuted, { type: 2, applicationId: 'wms' }, at('12:00'))).toEqual({
      popUp: false,
      sound: false,
      email: false,
      robot: false,
    });
    expect(effectivePushWays(warningsMuted, { type: 1, applicationId: 'wms' }, at('12:00'))).toEqual({
      popUp: true,
      sound: true,
      email: true,
      robot: true,
    });
    expect(effectivePushWays(BUILT_IN_PUSH_SETTING, { type: 3, applicationId: 'wms' }, at('12:00'))).toEqual({
      popUp: true,
      sound: true,
      email: false,
      robot: false,
    });
  });

  it('lets only the chosen applications through, unless all are chosen', () => {
    const onlyWms: PushSetting = { ...everything, allApplications: false, applicationIds: ['wms'] };
    expect(effectivePushWays(onlyWms, { type: 1, applicationId: 'wms' }, at('12:00')).popUp).toBe(true);
    expect(effectivePushWays(onlyWms, { type: 1, applicationId: 'mes' }, at('12:00')).popUp).toBe(false);
    expect(effectivePushWays(onlyWms, { type: 1, applicationId: null }, at('12:00')).email).toBe(false);
    expect(effectivePushWays(everything, { type: 1, applicationId: 'mes' }, at('12:00')).popUp).toBe(true);
  });

  it('holds back e-mail, robot and sound in quiet hours across midnight, the pop-up still shown', () => {
    const night: PushSetting = { ...everything, quietHours: { enabled: true, from: '22:00', to: '06:00' } };
    const quiet = { popUp: true, sound: false, email: false, robot: false };
    const loud = { popUp: true, sound: true, email: true, robot: true };
    expect(effectivePushWays(night, { type: 1, applicationId: 'wms' }, at('22:00'))).toEqual(quiet);
    expect(effectivePushWays(night, { type: 1, applicationId: 'wms' }, at('23:59'))).toEqual(quiet);
    expect(effectivePushWays(night, { type: 2, applicationId: 'wms' }, at('00:00'))).toEqual(quiet);
    expect(effectivePushWays(night, { type: 4, applicationId: 'wms' }, at('05:59'))).toEqual(quiet);
    expect(effectivePushWays(night, { type: 1, applicationId: 'wms' }, at('06:00'))).toEqual(loud);
    expect(effectivePushWays(night, { type: 1, applicationId: 'wms' }, at('21:59'))).toEqual(loud);
    const off = { ...night, quietHours: { ...night.quietHours, enabled: false } };
    expect(effectivePushWays(off, { type: 1, applicationId: 'wms' }, at('23:00'))).toEqual(loud);
  });

  it('reads quiet hours within one day, and on the plant’s clocks', () => {
    const lunch = { enabled: true, from: '12:00', to: '13:30' };
    expect(inQuietHours(lunch, at('11:59').minuteOfDay)).toBe(false);
    expect(inQuietHours(lunch, at('12:00').minuteOfDay)).toBe(true);
    expect(inQuietHours(lunch, at('13:29').minuteOfDay)).toBe(true);
    expect(inQuietHours(lunch, at('13:30').minuteOfDay)).toBe(false);
    // 21:30 UTC is 22:30 in Berlin in winter and 05:30 the next morning in Shanghai.
    const instant = new Date('2026-12-03T21:30:00Z');
    expect(minutesOfDayIn(instant, 'Europe/Berlin')).toBe(22 * 60 + 30);
    expect(minutesOfDayIn(instant, 'Asia/Shanghai')).toBe(5 * 60 + 30);
    const night: PushSetting = { ...everything, quietHours: { enabled: true, from: '22:00', to: '06:00' } };
    const event = { type: 2 as const, applicationId: 'wms' };
    expect(effectivePushWays(night, event, { at: instant, timeZone: 'Europe/Berlin' }).email).toBe(false);
    expect(effectivePushWays(night, event, { at: instant, timeZone: 'Asia/Shanghai' }).email).toBe(false);
    expect(effectivePushWays(night, event, { at: instant, timeZone: 'UTC' }).email).toBe(true);
  });
});

describe('a push setting as saved', () => {
  const problems = (setting: unknown) =>
    pushSettingSchema.safeParse(setting).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('takes the built-in defaults', () => {
    expect(problems(BUILT_IN_PUSH_SETTING)).toEqual([]);
  });

  it('refuses a bad clock time, empty quiet hours, a type twice and no application chosen', () => {
    expect(problems({ ...BUILT_IN_PUSH_SETTING, quietHours: { enabled: true, from: '24:00', to: '6:00' } })).toEqual([
      ['quietHours.from', 'validation.clockTime'],
      ['quietHours.to', 'validation.clockTime'],
    ]);
    expect(problems({ ...BUILT_IN_PUSH_SETTING, quietHours: { enabled: true, from: '07:00', to: '07:00' } })).toEqual([
      ['quietHours.to', 'validation.quietHoursEmpty'],
    ]);
    const twice = BUILT_IN_PUSH_SETTING.types.map((row) => (row.type === 4 ? { ...row, type: 3 } : row));
    expect(problems({ ...BUILT_IN_PUSH_SETTING, types: twice })).toEqual([
      ['types.4.type', 'validation.pushTypeTwice'],
    ]);
    expect(problems({ ...BUILT_IN_PUSH_SETTING, allApplications: false, applicationIds: [] })).toEqual([
      ['applicationIds', 'validation.pushApplicationsNone'],
    ]);
  });
});
