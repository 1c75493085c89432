import { API_PATHS, settingsSchema } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, describeWithDb, post } from '../../../test/helper';
import { seedSettingsDefaults } from '../../seed/settings-defaults';
import { DEFAULT_FRONT_END_SETTINGS, FRONT_END_SETTINGS_FILE } from './individuation.service';
import { settingsFiles } from './individuation.table';

describeWithDb('the settings/branding file (readFrontEndJsonFile)', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const readSettings = async (instance: FastifyInstance) => {
    // No Authorization header: the sign-in page shows the branding before anyone signs in.
    const response = await post(instance, API_PATHS.individuation.readFrontEndJsonFile);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(typeof data).toBe('string');
    return settingsSchema.parse(JSON.parse(data));
  };

  it('answers the demo branding as a JSON string', async () => {
    app = await createTestApp({ seed: 'demo' });
    expect(await readSettings(app)).toEqual({
      BackGroundPicture: '/branding/login-background.svg',
      TabIcon: '/branding/favicon.svg',
      sysIcon: '/branding/logo.svg',
      icon: '/branding/logo.svg',
      btnGroup: [1, 2, 3, 4, 5],
      MultiLanguages: [],
      userActivity: { enable: true, activityTime: 30 },
      homePage: 1,
    });
  });

  it('answers the defaults without any demo, and the same once they are stored', async () => {
    app = await createTestApp({ seed: 'none' });
    expect(await readSettings(app)).toEqual(DEFAULT_FRONT_END_SETTINGS);
    await seedSettingsDefaults(app.db);
    await seedSettingsDefaults(app.db);
    expect(await readSettings(app)).toEqual(DEFAULT_FRONT_END_SETTINGS);
  });

  it('fills missing fields with defaults and survives an unreadable file', async () => {
    app = await createTestApp({ seed: 'none' });
    await app.db
      .insert(settingsFiles)
      .values({ name: FRONT_END_SETTINGS_FILE, content: JSON.stringify({ btnGroup: [1, 5], MultiLanguages: ['hu'] }) });
    expect(await readSettings(app)).toEqual({
      ...DEFAULT_FRONT_END_SETTINGS,
      btnGroup: [1, 5],
      MultiLanguages: ['hu'],
    });
    await app.db.update(settingsFiles).set({ content: '{"btnGroup": [9]' });
    expect(await readSettings(app)).toEqual(DEFAULT_FRONT_END_SETTINGS);
    await app.db.update(settingsFiles).set({ content: '{"btnGroup": [9]}' });
    expect(await readSettings(app)).toEqual(DEFAULT_FRONT_END_SETTINGS);
  });
});
