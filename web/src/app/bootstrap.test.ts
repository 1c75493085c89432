import { API_PATHS } from '@workbench/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { getApiBaseUrl, setApiBaseUrl } from '../api/http-client';
import { i18n } from '../i18n/i18n';
import { useRuntimeConfigStore } from '../stores/runtime-config-store';
import { type MockAnswer, mockNetwork, ok } from '../testing/mock-network';
import { bootstrap } from './bootstrap';

/** Answers that come only when the test releases them. */
function heldAnswers() {
  const waiting = new Map<string, (answer: MockAnswer) => void>();
  const network = mockNetwork((request) => new Promise((resolve) => waiting.set(request.url, resolve)));
  const answer = (url: string, value: MockAnswer) => {
    const release = waiting.get(url);
    if (!release) throw new Error(`${url} was not asked for`);
    release(value);
  };
  return { network, answer };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let network: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => {
  network?.restore();
  setApiBaseUrl('');
});

describe('start-up (docs/spec.md §7, §8)', () => {
  it('lets the sign-in page paint before config.json, the settings file and the server dictionaries answer', async () => {
    const held = heldAnswers();
    network = held.network;

    await bootstrap();
    expect(i18n.t('login.title')).toBe('登录');
    await settle();
    // Only config.json has left: the calls wait for the API address it names.
    expect(network.sent.map((request) => request.url)).toEqual(['./config.json']);

    held.answer('./config.json', { status: 200, body: { URL: 'http://api.plant:8080/' } });
    await settle();
    expect(getApiBaseUrl()).toBe('http://api.plant:8080');
    expect(network.sent.map((request) => request.url)).toEqual(
      expect.arrayContaining([API_PATHS.localization.frontEnd, API_PATHS.individuation.readFrontEndJsonFile]),
    );

    held.answer(API_PATHS.individuation.readFrontEndJsonFile, ok(JSON.stringify({ icon: 'branding/plant.svg' })));
    held.answer(
      API_PATHS.localization.frontEnd,
      ok({ frontEndLanguages: [{ language: 'zh-Hans', localizationDict: { 'login.title': '工厂登录' } }] }),
    );
    await settle();
    expect(useRuntimeConfigStore.getState().settings.icon).toBe('branding/plant.svg');
    expect(useRuntimeConfigStore.getState().apiBaseUrl).toBe('http://api.plant:8080/');
    expect(i18n.t('login.title')).toBe('工厂登录');
  });
});
