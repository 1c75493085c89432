import {
  API_PATHS,
  BUILT_IN_PUSH_SETTING,
  type PushSetting,
  type PushSettingAnswer,
  type PushSettingDefaultsAnswer,
} from '@workbench/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, app, demo, operator, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, post, type SignedIn } from '../../../test/helper';
import { auditLog } from '../audit/audit.table';
import { userIdOf } from '../events/events.testing';
import { effectivePushWaysOf } from './push-settings.service';
import { pushSettingDefaults, pushSettings } from './push-settings.table';

const paths = API_PATHS.pushSettings;

const get = async <T>(path: string, as: SignedIn, language = 'en') => {
  const response = await app.inject({
    method: 'GET',
    url: path,
    headers: { ...as.headers, 'accept-language': language },
  });
  return { status: response.statusCode, body: response.json() as { data: T; message: string; details?: unknown } };
};
const call = async <T>(path: string, as: SignedIn, body?: object, language = 'en') => {
  const response = await post(app, path, body ?? {}, { as, language });
  return { status: response.statusCode, body: response.json() as { data: T; message: string; details?: unknown } };
};

const warningsMuted: PushSetting = {
  ...BUILT_IN_PUSH_SETTING,
  types: BUILT_IN_PUSH_SETTING.types.map((row) =>
    row.type === 2 ? { ...row, popUp: false, email: false, robot: false } : row,
  ),
  quietHours: { enabled: true, from: '22:00', to: '06:00' },
  sound: false,
};

const ownRows = async (userId: string) =>
  Number((await app.db.select({ n: count() }).from(pushSettings).where(eq(pushSettings.userId, userId)))[0]?.n ?? 0);

describeWithDb('message push settings', () => {
  useDemoPlant();
  let wmsId: string;
  let mesId: string;

  beforeAll(async () => {
    wmsId = await demo.applicationId('WMS');
    mesId = await demo.applicationId('MES');
  });

  it('gives a user without a setting of their own the built-in defaults, in the plant’s time zone', async () => {
    const answer = await get<PushSettingAnswer>(paths.get, operator);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      setting: BUILT_IN_PUSH_SETTING,
      isDefault: true,
      timeZone: 'Europe/Berlin',
      updatedAt: null,
    });
  });

  it('saves the caller’s own setting, answers it and reads it back; reset returns to the defaults', async () => {
    const saved = await call<PushSettingAnswer>(paths.save, supervisor, {
      ...warningsMuted,
      allApplications: false,
      applicationIds: [wmsId.toUpperCase(), wmsId],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.setting).toEqual({ ...warningsMuted, allApplications: false, applicationIds: [wmsId] });
    expect(saved.body.data.isDefault).toBe(false);
    const read = await get<PushSettingAnswer>(paths.get, supervisor);
    expect(read.body.data).toEqual(saved.body.data);
    // Somebody else's setting is untouched.
    expect((await get<PushSettingAnswer>(paths.get, operator)).body.data.isDefault).toBe(true);

    const reset = await call<PushSettingAnswer>(paths.reset, supervisor);
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ setting: BUILT_IN_PUSH_SETTING, isDefault: true, updatedAt: null });
    expect(await ownRows(userIdOf(supervisor))).toBe(0);
  });

  it('refuses bad input with clear messages in the caller’s language, storing nothing', async () => {
    const before = await ownRows(userIdOf(operator));
    const badTimes = await call(
      paths.save,
      operator,
      { ...BUILT_IN_PUSH_SETTING, quietHours: { enabled: true, from: '25:00', to: '07:00' } },
      'de-DE',
    );
    expect(badTimes.status).toBe(400);
    expect(badTimes.body.message).toContain('ist keine Uhrzeit im Format HH:mm');
    expect(badTimes.body.message).toContain('Ruhezeit');

    const unknown = await call(
      paths.save,
      operator,
      {
        ...BUILT_IN_PUSH_SETTING,
        allApplications: false,
        applicationIds: [wmsId, '00000000-0000-4000-8000-000000000000', 'nope'],
      },
      'en',
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([
      { field: 'applicationIds.1', message: 'is not an existing application' },
      { field: 'applicationIds.2', message: 'is not an existing application' },
    ]);

    const noneChosen = await call(paths.save, operator, { ...BUILT_IN_PUSH_SETTING, allApplications: false });
    expect(noneChosen.status).toBe(400);
    expect(noneChosen.body.message).toContain('needs at least one application');

    // The default request language is Chinese.
    const sameHours = await post(
      app,
      paths.save,
      {
        ...BUILT_IN_PUSH_SETTING,
        quietHours: { enabled: true, from: '07:00', to: '07:00' },
      },
      { as: operator },
    );
    expect(sameHours.statusCode).toBe(400);
    expect(sameHours.json().message).toContain('必须与免打扰开始时间不同');

    for (const body of [
      { ...BUILT_IN_PUSH_SETTING, types: BUILT_IN_PUSH_SETTING.types.slice(0, 4) },
      { ...BUILT_IN_PUSH_SETTING, types: BUILT_IN_PUSH_SETTING.types.map((row) => ({ ...row, type: 7 })) },
      { ...BUILT_IN_PUSH_SETTING, sound: 'loud' },
    ]) {
      const refused = await post(app, paths.save, body as object, { as: operator, language: 'en' });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 0, errorCode: '10000' });
    }
    expect(await ownRows(userIdOf(operator))).toBe(before);
  });

  it('keeps one row per user under concurrent saves, holding one of the saved settings', async () => {
    const variants = Array.from({ length: 12 }, (_, index) => ({
      ...BUILT_IN_PUSH_SETTING,
      quietHours: { enabled: true, from: `${String(index + 10).padStart(2, '0')}:00`, to: '06:00' },
    }));
    const answers = await Promise.all(variants.map((setting) => call(paths.save, operator, setting)));
    expect(answers.map((answer) => answer.status)).toEqual(variants.map(() => 200));
    expect(await ownRows(userIdOf(operator))).toBe(1);
    const read = await get<PushSettingAnswer>(paths.get, operator);
    expect(variants).toContainEqual(read.body.data.setting);
    await call(paths.reset, operator);
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: paths.get })).statusCode).toBe(401);
    expect((await post(app, paths.save, BUILT_IN_PUSH_SETTING)).statusCode).toBe(401);
  });

  describe('the administrators’ defaults', () => {
    it('are read and set only with the event-strategy permission', async () => {
      expect((await get(paths.getDefaults, supervisor)).status).toBe(403);
      expect((await call(paths.saveDefaults, operator, BUILT_IN_PUSH_SETTING)).status).toBe(403);
      expect(await app.db.select().from(pushSettingDefaults)).toEqual([]);
    });

    it('reach everyone without a setting of their own, are recorded, and are checked like one', async () => {
      const defaults: PushSetting = { ...warningsMuted, allApplications: false, applicationIds: [mesId] };
      const refused = await call(paths.saveDefaults, admin, { ...defaults, applicationIds: ['ghost'] });
      expect(refused.status).toBe(400);
      expect(await app.db.select().from(pushSettingDefaults)).toEqual([]);

      const saved = await call<PushSettingDefaultsAnswer>(paths.saveDefaults, admin, defaults);
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ setting: defaults, updatedBy: 'admin' });
      expect((await get<PushSettingDefaultsAnswer>(paths.getDefaults, admin)).body.data.setting).toEqual(defaults);
      expect((await get<PushSettingAnswer>(paths.get, operator)).body.data).toMatchObject({
        setting: defaults,
        isDefault: true,
      });
      const recorded = await app.db.select().from(auditLog).where(eq(auditLog.resource, 'pushSettingDefaults'));
      expect(recorded).toHaveLength(1);

      // A user with their own setting keeps it; reset gives them the defaults as they are now.
      await call(paths.save, supervisor, BUILT_IN_PUSH_SETTING);
      expect((await get<PushSettingAnswer>(paths.get, supervisor)).body.data.setting).toEqual(BUILT_IN_PUSH_SETTING);
      expect((await call<PushSettingAnswer>(paths.reset, supervisor)).body.data.setting).toEqual(defaults);

      await app.db.delete(pushSettingDefaults);
    });
  });

  describe('how one event reaches a list of users (effectivePushWaysOf)', () => {
    it('answers each user by their setting or the defaults; a fire alarm pops up with sound for all', async () => {
      await call(paths.save, supervisor, warningsMuted);
      const ctx = { db: app.db, timeZone: 'Europe/Berlin', now: () => new Date() };
      const noon = new Date('2026-12-03T11:00:00Z');
      const ids = [userIdOf(supervisor), userIdOf(operator)];
      const warning = await effectivePushWaysOf(ctx, ids, { type: 2, applicationId: wmsId }, noon);
      expect(warning.get(userIdOf(supervisor))).toEqual({ popUp: false, sound: false, email: false, robot: false });
      expect(warning.get(userIdOf(operator))).toEqual({ popUp: true, sound: true, email: false, robot: false });

      const night = new Date('2026-12-03T22:30:00Z');
      const severe = await effectivePushWaysOf(ctx, ids, { type: 1, applicationId: wmsId }, night);
      expect(severe.get(userIdOf(supervisor))).toEqual({ popUp: true, sound: false, email: false, robot: false });
      expect(severe.get(userIdOf(operator))).toEqual({ popUp: true, sound: true, email: true, robot: false });

      const fire = await effectivePushWaysOf(ctx, ids, { type: 0, applicationId: mesId }, night);
      for (const id of ids) expect(fire.get(id)).toMatchObject({ popUp: true, sound: true });
      expect(await effectivePushWaysOf(ctx, [], { type: 0, applicationId: null })).toEqual(new Map());
      await call(paths.reset, supervisor);
    });
  });
});
