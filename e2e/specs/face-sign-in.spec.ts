import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraFrame, faceJpeg, type Rgba } from '../../server/test/face-samples';
import { callApi } from '../support/api';
import { browserSpec } from '../support/browser-spec';
import { fakeCameraArgs, removeFakeCameras } from '../support/fake-camera';
import { DEMO, waitForRoute } from '../support/portal';

// Each test launches a browser of its own, whose fake camera shows that test's pictures.
const portal = browserSpec({ sharedBrowser: false });
const FACE_USER = 'ada.lind';

const call = <T>(path: string, body: unknown, token?: string) => callApi<T>(portal.baseUrl, path, body, token);

/**
 * Face sign-in through the real page, with the shipped liveness step: Chromium's fake camera plays
 * pictures cut from the face model's sample photographs; Ada has another picture of herself
 * registered.
 */
describe('face sign-in', () => {
  beforeAll(async () => {
    const { accessToken } = await call<{ accessToken: string }>('/identityServer/newLogin', DEMO.admin);
    // A person of her own, so that no other test sees a face on a demo account.
    const person = await call<{ id: string }>(
      '/leadUser/create',
      { userName: FACE_USER, name: 'Ada Lind', password: 'Face#Sign1n', enabled: true },
      accessToken,
    );
    const image = `data:image/jpeg;base64,${faceJpeg('ada').toString('base64')}`;
    await call(`/faceAiUser/UpdateUser/${person.id}`, { image }, accessToken);
  });
  afterAll(() => {
    removeFakeCameras();
  });

  /** A page whose camera shows these frames, a second each, over and over. */
  async function pageWithCamera(frames: Rgba[], name: string, language: 'en' | 'de-DE') {
    const browser = await portal.launchBrowser(fakeCameraArgs(frames, name));
    const { page } = await portal.openPage(language, '/#/login', browser);
    return page;
  }
  /** A person turning her head, as the face model sees it: her picture, then its mirror image. */
  const turning = (person: 'ada' | 'dora') => [cameraFrame(person, false), cameraFrame(person, true)];

  it('signs Ada in once she has turned her head, with her face boxed in the preview', async () => {
    const page = await pageWithCamera(turning('ada'), 'ada', 'en');
    await page.getByRole('tab', { name: 'With face' }).click();
    // The preview draws the box the service found, then asks for the liveness step's turn.
    await page.getByTitle('Face found').first().waitFor({ timeout: 60_000 });
    await waitForRoute(page, (route) => !route.startsWith('/login'), 60_000);
    await page.getByText(/^Welcome, /).waitFor();
    const userName = await page.evaluate(() => window.localStorage.getItem('userName'));
    expect(userName).toBe(FACE_USER);
  });

  it('keeps a photograph held still at "turn your head", without signing in', async () => {
    const page = await pageWithCamera([cameraFrame('ada')], 'still-ada', 'en');
    await page.getByRole('tab', { name: 'With face' }).click();
    await page.getByText('Now turn your head slowly to one side.').waitFor({ timeout: 60_000 });
    // Several more checks of the same still picture: no turn, so nothing is sent.
    await page.waitForTimeout(5_000);
    await page.getByText('Now turn your head slowly to one side.').waitFor();
    expect(page.url()).toContain('#/login');
  });

  it('refuses a face no one registered, and waits for "Try again" before the next attempt', async () => {
    const page = await pageWithCamera(turning('dora'), 'dora', 'de-DE');
    await page.getByRole('tab', { name: 'Mit Gesicht' }).click();
    await page.getByText('Das Gesicht wurde nicht erkannt.').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Erneut versuchen' }).waitFor();
    expect(page.url()).toContain('#/login');
  });
});
