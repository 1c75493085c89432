import { type StrategyMatchInput, strategyMatchSchema } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { fillTemplate, inTimeWindow, mismatchOf, wordsIn } from './strategy-matching';

const BERLIN = 'Europe/Berlin';
const match = (given: StrategyMatchInput = {}) => strategyMatchSchema.parse(given);
const event = {
  type: 1,
  category: 'Temperature',
  applicationId: 'app-wms',
  dbInstanceId: 'db-sz01',
  dataPermissionId: 'area-raw',
  device: 'Freezer-3',
};
// Monday 7 December 2026, 08:30 in Berlin (07:30 UTC, winter time).
const mondayMorning = new Date('2026-12-07T07:30:00Z');

describe('which events a strategy takes', () => {
  it('takes every event when it names nothing', () => {
    expect(mismatchOf(match(), event, mondayMorning, BERLIN)).toBeNull();
  });

  it('takes an event only when every list it names holds the value, and says which does not', () => {
    const all = match({
      types: [0, 1],
      categories: ['temperature'],
      applicationIds: ['app-wms'],
      dbInstanceIds: ['db-sz01'],
      dataPermissionIds: ['area-raw'],
      devices: ['freezer-3'],
    });
    expect(mismatchOf(all, event, mondayMorning, BERLIN)).toBeNull();
    expect(mismatchOf(all, { ...event, type: 2 }, mondayMorning, BERLIN)).toBe('type');
    expect(mismatchOf(all, { ...event, category: 'stoppage' }, mondayMorning, BERLIN)).toBe('category');
    expect(mismatchOf(all, { ...event, applicationId: 'app-mes' }, mondayMorning, BERLIN)).toBe('application');
    expect(mismatchOf(all, { ...event, dbInstanceId: null }, mondayMorning, BERLIN)).toBe('dbInstance');
    expect(mismatchOf(all, { ...event, dataPermissionId: 'area-cold' }, mondayMorning, BERLIN)).toBe('dataPermission');
    expect(mismatchOf(all, { ...event, device: 'freezer-4' }, mondayMorning, BERLIN)).toBe('device');
  });
});

describe('time windows in the plant time zone', () => {
  const dayShift = { weekdays: [1, 2, 3, 4, 5], from: '06:00', to: '14:00' };
  const nightShift = { weekdays: [5], from: '22:00', to: '06:00' };

  it('reads the weekday and the hour in the plant time zone, not in UTC', () => {
    expect(inTimeWindow(dayShift, mondayMorning, BERLIN)).toBe(true);
    // Monday 05:30 UTC is 06:30 in Berlin and 13:30 in Shanghai, within the shift; in UTC it is before it.
    expect(inTimeWindow(dayShift, new Date('2026-12-07T05:30:00Z'), BERLIN)).toBe(true);
    expect(inTimeWindow(dayShift, new Date('2026-12-07T05:30:00Z'), 'UTC')).toBe(false);
    expect(inTimeWindow(dayShift, new Date('2026-12-07T05:30:00Z'), 'Asia/Shanghai')).toBe(true);
    // 14:00 is the end: the window is over.
    expect(inTimeWindow(dayShift, new Date('2026-12-07T13:00:00Z'), BERLIN)).toBe(false);
    // Saturday morning is not a weekday of the shift.
    expect(inTimeWindow(dayShift, new Date('2026-12-12T07:30:00Z'), BERLIN)).toBe(false);
  });

  it('runs a night shift past midnight into the weekday after the one it starts on', () => {
    // Friday 11 December 23:00 and Saturday 03:00 (Berlin) belong to Friday's night shift.
    expect(inTimeWindow(nightShift, new Date('2026-12-11T22:00:00Z'), BERLIN)).toBe(true);
    expect(inTimeWindow(nightShift, new Date('2026-12-12T02:00:00Z'), BERLIN)).toBe(true);
    // Friday 03:00 belongs to Thursday's night, which the shift does not run.
    expect(inTimeWindow(nightShift, new Date('2026-12-11T02:00:00Z'), BERLIN)).toBe(false);
    expect(inTimeWindow(nightShift, new Date('2026-12-12T05:00:00Z'), BERLIN)).toBe(false);
  });

  it('keeps to the wall clock across the change to summer time', () => {
    // Monday 29 March 2027 08:30 in Berlin is 06:30 UTC (summer time), 07:30 UTC would be 09:30.
    const shift = { weekdays: [1], from: '08:00', to: '09:00' };
    expect(inTimeWindow(shift, new Date('2027-03-29T06:30:00Z'), BERLIN)).toBe(true);
    expect(inTimeWindow(shift, new Date('2027-03-29T07:30:00Z'), BERLIN)).toBe(false);
  });

  it('takes an event in any of its windows, and names the window when in none', () => {
    const windows = match({ timeWindows: [dayShift, nightShift] });
    expect(mismatchOf(windows, event, mondayMorning, BERLIN)).toBeNull();
    expect(mismatchOf(windows, event, new Date('2026-12-12T02:00:00Z'), BERLIN)).toBeNull();
    expect(mismatchOf(windows, event, new Date('2026-12-13T10:00:00Z'), BERLIN)).toBe('timeWindow');
  });
});

describe('templates', () => {
  const values = {
    title: 'Freezer 3 too warm',
    message: 'Check the door seal.',
    category: 'temperature',
    device: 'freezer-3',
    eventKey: 'SZ01/freezer-3',
    count: 3,
    type: 'Severe',
    details: [{ Key: 'celsius', Value: '-12' }],
  };

  it('fills in the event and its details; a name it does not carry shows nothing', () => {
    expect(fillTemplate('{{type}}: {{title}} ({{detail.celsius}} °C, {{count}}×) {{detail.humidity}}', values)).toBe(
      'Severe: Freezer 3 too warm (-12 °C, 3×) ',
    );
  });

  it("takes the reader's language, else English, else the event's own words", () => {
    const templates = {
      'de-DE': { title: 'Alarm: {{title}}', text: '' },
      en: { title: 'Alert: {{title}}', text: '{{device}}' },
    };
    expect(wordsIn(templates, 'de-DE', values)).toEqual({
      title: 'Alarm: Freezer 3 too warm',
      text: 'Check the door seal.',
    });
    expect(wordsIn(templates, 'zh-Hans', values)).toEqual({ title: 'Alert: Freezer 3 too warm', text: 'freezer-3' });
    expect(wordsIn({}, 'zh-Hans', values)).toEqual({ title: 'Freezer 3 too warm', text: 'Check the door seal.' });
  });
});
