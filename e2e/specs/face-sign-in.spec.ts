import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cutFace, faceJpeg } from '../../server/test/face-samples';
import { launchBrowser } from '../support/browser';
import { fakeCameraArgs } from '../support/fake-camera';
import { DEMO, newContext, waitForRoute } from '../support/portal';

const baseUrl = inject('baseUrl');
const base = `${baseUrl}/api/baseService`;

async function call<T>(path: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as { code: number; data: T; message: string };
  if (json.code !== 1) throw new Error(`${path}: ${json.message}`);
  return json.data;
}

/**
 * Face sign-in through the real page: Chromium's fake camera plays a picture cut from the face
 * model's sample photographs; the operator has another picture of the same person registered.
 */
describe('face sign-in', () => {
  const browsers: Browser[] = [];

  beforeAll(async () => {
    const { accessToken } = await call<{ accessToken: string }>('/identityServer/newLogin', DEMO.admin);
    const { items } = await call<{ items: { id: string; userName: string }[] }>(
      '/leadUser/queryPageList',
      { filter: DEMO.operator.userName },
      accessToken,
    );
    const operator = items.find((user) => user.userName === DEMO.operator.userName);
    if (!operator) throw new Error('the demo plant has no operator');
    const image = `data:image/jpeg;base64,${faceJpeg('ada').toString('base64')}`;
    await call(`/faceAiUser/UpdateUser/${operator.id}`, { image }, accessToken);
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
  });

  async function pageWithCamera(person: 'ada' | 'bea', language: 'en' | 'de-DE') {
    const browser = await launchBrowser(fakeCameraArgs(cutFace(person, { width: 360, mirrored: true }), person));
    browsers.push(browser);
    const page = await (await newContext(browser, language)).newPage();
    await page.goto(`${baseUrl}/#/login`);
    return page;
  }

  it('signs the operator in by the face the camera sees, with the face boxed in the preview', async () => {
    const page = await pageWithCamera('ada', 'en');
    await page.getByRole('tab', { name: 'With face' }).click();
    // The preview draws the box the service found before the sign-in goes.
    await page.getByTitle('Face found').waitFor({ timeout: 60_000 });
    await waitForRoute(page, (route) => !route.startsWith('/login'), 60_000);
    const profile = await page.evaluate(() => document.cookie.includes('Admin-Token='));
    expect(profile).toBe(true);
    await page.getByText(/^Welcome, /).waitFor();
  });

  it('refuses a face no one registered, and waits for "Try again" before the next attempt', async () => {
    const page = await pageWithCamera('bea', 'de-DE');
    await page.getByRole('tab', { name: 'Mit Gesicht' }).click();
    await page.getByText('Das Gesicht wurde nicht erkannt.').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Erneut versuchen' }).waitFor();
    expect(page.url()).toContain('#/login');
  });
});
