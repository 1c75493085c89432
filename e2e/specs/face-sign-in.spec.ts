import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraFrame, cameraFrameJpeg, faceJpeg, type Rgba } from '../../server/test/face-samples';
import { callApi } from '../support/api';
import { browserSpec } from '../support/browser-spec';
import { fakeCameraArgs, removeFakeCameras } from '../support/fake-camera';
import { antdMotionOver } from '../support/motion';
import { DEMO, waitForRoute } from '../support/portal';
import { lookAt } from '../support/screenshots';
import { signIn } from '../support/shell';

// Each test launches a browser of its own, whose fake camera shows that test's pictures (or the
// face to register).
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
    await page.waitForTimeout(3_000);
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

describe('registering a face on /User from the camera', () => {
  /** A person of her own, whom no other test registers or signs in: Cleo of the face model's samples. */
  const PERSON = { userName: 'cleo.meyer', name: 'Cleo Meyer', password: 'Camera#Face1' };

  /**
   * The dialog as a German user reads it. One language is enough here: what these tests prove is the
   * camera's way from the live picture to a registered face that signs its person in; every text of
   * the dialog is in each language's dictionary (web/src/i18n), and opening the camera once keeps the
   * fake camera from being asked for again while the last page lets it go.
   */
  const TEXTS = {
    search: 'Benutzer suchen',
    face: `Gesichtsbild von ${PERSON.userName}`,
    take: 'Foto aufnehmen',
    capture: 'Aufnehmen',
    saved: 'Das Gesichtsbild wurde registriert.',
    registered: `Registriertes Gesicht von ${PERSON.userName}`,
  };

  let browser: Browser;
  let personId: string;

  /** The administrator's token for a call from here (a sign-in ends the administrator's other sessions). */
  async function adminToken(): Promise<string> {
    return (await call<{ accessToken: string }>('/identityServer/newLogin', DEMO.admin)).accessToken;
  }

  beforeAll(async () => {
    // The terminal's camera shows Cleo, still, as a webcam would.
    browser = await portal.launchBrowser(fakeCameraArgs([cameraFrame('cleo')], 'cleo-registration'));
    ({ id: personId } = await call<{ id: string }>(
      '/leadUser/create',
      { ...PERSON, enabled: true },
      await adminToken(),
    ));
  });
  afterAll(async () => {
    removeFakeCameras();
    if (personId) await call('/leadUser/batchDelete', { ids: [personId] }, await adminToken());
  });

  /** The dialog once it stands still, to look at (E2E_SCREENSHOTS_DIR). */
  async function shoot(page: Page, name: string): Promise<void> {
    await antdMotionOver(page);
    await lookAt(page.locator('.ant-modal').last(), `face-camera-${name}`);
  }

  it('takes the picture and registers it', async () => {
    const { context, page } = await signIn(browser, portal.baseUrl, 'admin', 'de-DE');
    await page.goto(`${portal.baseUrl}/#/User`);
    const search = page.getByRole('searchbox', { name: TEXTS.search });
    await search.fill(PERSON.userName);
    await search.press('Enter');
    await page.getByRole('button', { name: TEXTS.face }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(PERSON.userName) });

    await dialog.getByRole('button', { name: TEXTS.take }).click();
    const capture = dialog.getByRole('button', { name: TEXTS.capture });
    // Enabled once the camera's picture is live.
    await expect.poll(() => capture.isEnabled(), { timeout: 30_000 }).toBe(true);
    await shoot(page, 'live-de-DE');

    const sent = page.waitForRequest((request) => request.url().includes(`/faceAiUser/UpdateUser/${personId}`));
    await capture.click();
    const image = ((await sent).postDataJSON() as { image: string }).image;
    expect(image).toMatch(/^data:image\/jpeg;base64,/);
    // The face model reads the picture on the service: the first one loads it.
    await page.getByText(TEXTS.saved).waitFor({ timeout: 90_000 });
    await dialog.getByRole('img', { name: TEXTS.registered }).waitFor();
    // The camera is off again: no live picture left in the dialog.
    expect(await dialog.locator('video').count()).toBe(0);
    await shoot(page, 'registered-de-DE');
    await context.close();
  }, 180_000);

  it('registered a picture the service knows her by: she signs in with her face', async () => {
    const answer = await fetch(`${portal.baseUrl}/api/baseService/faceAiUser/UserImage/${personId}`, {
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('image/jpeg');

    // The camera at the sign-in terminal, her head turning (her picture, then its mirror image).
    const signedIn = await call<{ userName: string }>('/identityServer/loginForFaceId', {
      image: cameraFrameJpeg('cleo', false).toString('base64'),
      turned: cameraFrameJpeg('cleo', true, 1).toString('base64'),
    });
    expect(signedIn.userName).toBe(PERSON.userName);
  }, 90_000);
});
