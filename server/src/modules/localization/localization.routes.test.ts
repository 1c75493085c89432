import { API_PATHS, type LocalizationResponse } from '@workbench/contracts';
import { expect, it } from 'vitest';
import { app, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, post } from '../../../test/helper';
import { localizationEntries } from './localization.table';

describeWithDb('front-end localization (queryFrontEndLocalization)', () => {
  useDemoPlant({ signIn: [] });

  const dictionaries = async (body?: object) => {
    // No Authorization header: the sign-in page asks before anyone signs in.
    const response = await post(app, API_PATHS.localization.frontEnd, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as LocalizationResponse;
  };

  it('answers the requested languages in the requested order, without signing in', async () => {
    const data = await dictionaries({ serviceTypes: ['Web', 'Common'], languages: ['de-DE', 'zh-Hans', 'en'] });
    expect(data.frontEndLanguages.map((l) => l.language)).toEqual(['de-DE', 'zh-Hans', 'en']);
    const [de, zh, en] = data.frontEndLanguages.map((l) => l.localizationDict);
    expect([zh?.['app.title'], en?.['app.title'], de?.['app.title']]).toEqual(['工作台', 'Workbench', 'Arbeitsplatz']);
    expect(de?.['common.shift.night']).toBe('Nachtschicht');
    expect(Object.keys(en ?? {}).length).toBeGreaterThanOrEqual(30);
  });

  it('defaults to all service types and the three core languages', async () => {
    const data = await dictionaries();
    expect(data.frontEndLanguages.map((l) => l.language)).toEqual(['zh-Hans', 'en', 'de-DE']);
    expect(data.frontEndLanguages[0]?.localizationDict['login.welcome']).toBe('欢迎使用工作台');
  });

  it('filters by service type and answers an empty dictionary for a language it has none of', async () => {
    const data = await dictionaries({ serviceTypes: ['Common'], languages: ['en', 'hu'] });
    expect(data.frontEndLanguages[0]?.localizationDict['app.title']).toBeUndefined();
    expect(data.frontEndLanguages[0]?.localizationDict['common.batch']).toBe('Batch');
    expect(data.frontEndLanguages[1]).toEqual({ language: 'hu', localizationDict: {} });
  });

  it('lets a Web entry override the Common entry of the same key', async () => {
    await app.db.insert(localizationEntries).values([
      { serviceType: 'Common', language: 'en', key: 'common.override', value: 'common' },
      { serviceType: 'Web', language: 'en', key: 'common.override', value: 'web' },
    ]);
    const data = await dictionaries({ serviceTypes: ['Web', 'Common'], languages: ['en'] });
    expect(data.frontEndLanguages[0]?.localizationDict['common.override']).toBe('web');
  });

  it('refuses unknown languages and service types with details', async () => {
    for (const body of [{ languages: ['xx'] }, { serviceTypes: ['Mobile'] }, { languages: 'en' }]) {
      const response = await post(app, API_PATHS.localization.frontEnd, body, { language: 'en' });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 0, errorCode: '10000' });
      expect(response.json().details.length).toBeGreaterThan(0);
    }
  });
});
