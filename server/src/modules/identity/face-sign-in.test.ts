import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_PATHS, type FaceFrameCheck, type LoginResult } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { faceJpeg, plainJpeg, sampleFile } from '../../../test/face-samples';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post, type SignedIn } from '../../../test/helper';
import { faceReader } from '../../platform/faces/face-reader';
import { standInFaceReader } from '../../platform/faces/face-reader.testing';
import { createUser, dataOf, failureOf } from '../users/users.testing';

const asImage = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;

describeWithDb('face sign-in (loginForFaceId, checkFaceFrame) with the real face model', () => {
  let app: FastifyInstance;
  let admin: SignedIn;

  const signIn = (image: Buffer | string, language = 'en', turned?: Buffer) =>
    post(
      app,
      API_PATHS.identity.loginForFaceId,
      { image: typeof image === 'string' ? image : asImage(image), ...(turned ? { turned: asImage(turned) } : {}) },
      { language },
    );
  const useConfig = (settings: Record<string, string>) =>
    writeFile(join(app.config.dataDir, 'config.json'), JSON.stringify({ login: 'password,card,face', ...settings }));

  beforeAll(async () => {
    app = await createTestApp({ env: { SIGN_IN_ADDRESS_FAILURES: '4' } });
    await useConfig({ faceLiveness: 'false' });
    admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
    // Ada and Cleo have their faces registered; Bea, who never had, is a stranger to the portal.
    for (const [userName, person, enabled] of [
      ['ada.lind', 'ada', true],
      ['cleo.marsh', 'cleo', false],
    ] as const) {
      const user = await createUser(app, admin, { userName, enabled });
      dataOf(await post(app, API_PATHS.admin.faceUpdate(user.id), { image: asImage(faceJpeg(person)) }, { as: admin }));
    }
  });
  afterAll(() => app?.close());

  it('signs a registered face in as its user, from another picture of her', async () => {
    const response = await signIn(faceJpeg('ada', { width: 320, mirrored: true }));
    expect(response.statusCode).toBe(200);
    expect(dataOf<LoginResult>(response)).toMatchObject({ tokenType: 'Bearer', userName: 'ada.lind' });
  });

  it('tells a person what to change, without counting it as an attempt', async () => {
    const wall = failureOf(await signIn(plainJpeg(320, 240, [200, 190, 180])), 400);
    expect(wall.message).toBe('No face can be seen. Look straight into the camera.');
    const group = failureOf(await signIn(sampleFile(3), 'zh-Hans'), 400);
    expect(group.message).toBe('画面中有多张人脸，请只让登录的人留在画面中。');
    const dark = failureOf(await signIn(plainJpeg(320, 240, [10, 10, 12]), 'de-DE'), 400);
    expect(dark.message).toBe('Das Bild ist zu dunkel. Bitte für mehr Licht sorgen oder sich dem Licht zuwenden.');
    // None of these counted: the next face still signs in although three failures would stop this address.
    expect((await signIn(faceJpeg('ada', { gain: 0.8 }))).statusCode).toBe(200);
  });

  it('answers a picture the face model did not read in time as busy, not as an invalid picture', async () => {
    // The face model runs past its time limit, as it does on a machine busy with other work.
    const slow = standInFaceReader({ timeLimitMs: 100 });
    vi.spyOn(faceReader, 'read').mockImplementation(() => slow.read(Buffer.from('hang'), 'cameraFrame'));
    try {
      // Not counted as an attempt either: the failures the later tests count would be refused.
      const busy = failureOf(await signIn(faceJpeg('ada'), 'de-DE'), 503);
      expect(busy.message).toBe('Die Gesichtserkennung ist ausgelastet. Bitte gleich noch einmal versuchen.');
      expect(busy.details).toBeUndefined();
      const preview = failureOf(
        await post(app, API_PATHS.identity.checkFaceFrame, { image: asImage(faceJpeg('bea')) }, { language: 'en' }),
        503,
      );
      expect(preview.message).toBe('Face recognition is busy. Try again in a moment.');
    } finally {
      await slow.close();
    }
  });

  it('tells a recognised person whose account is disabled why, and refuses a stranger', async () => {
    const disabled = failureOf(await signIn(faceJpeg('cleo', { width: 320 })), 400);
    expect(disabled.message).toBe('Your face was recognised, but your account is disabled. Ask an administrator.');
    const stranger = failureOf(await signIn(faceJpeg('bea')), 400);
    expect(stranger.message).toBe('The face was not recognised.');
  });

  it('shows the live preview where the faces are and what to do, without saying whose they are', async () => {
    const one = await post(app, API_PATHS.identity.checkFaceFrame, { image: asImage(faceJpeg('bea')) });
    const answer = dataOf<FaceFrameCheck>(one);
    expect(Object.keys(answer).sort()).toEqual(['faces', 'guidance', 'height', 'width']);
    expect(answer.guidance).toBe('ok');
    expect(answer.faces).toHaveLength(1);
    expect(answer.width).toBe(480);
    const group = dataOf<FaceFrameCheck>(
      await post(app, API_PATHS.identity.checkFaceFrame, { image: asImage(sampleFile(6)) }),
    );
    // In the frame's own pixels, although the model looks at large pictures made smaller.
    expect(group).toMatchObject({ guidance: 'severalFaces', width: 1920, height: 1537 });
    for (const face of group.faces) expect(face.x + face.width).toBeLessThanOrEqual(1920);
    expect(group.faces.length).toBeGreaterThan(1);
  });

  it('refuses face sign-in and the preview where config.json does not list face', async () => {
    await writeFile(join(app.config.dataDir, 'config.json'), JSON.stringify({ login: 'password,card' }));
    try {
      const off = failureOf(await signIn(faceJpeg('ada')), 400);
      expect(off.message).toBe('Signing in with your face is turned off here.');
      const preview = await post(app, API_PATHS.identity.checkFaceFrame, { image: asImage(faceJpeg('ada')) });
      expect(preview.statusCode).toBe(400);
    } finally {
      await useConfig({ faceLiveness: 'false' });
    }
  });

  it('with the liveness step, signs in only with a second picture in which the head has turned', async () => {
    await useConfig({});
    try {
      const missing = failureOf(await signIn(faceJpeg('ada')), 400);
      expect(missing.message).toBe('Face sign-in here needs a second picture with the head turned to a side.');
      // The mirrored picture has the nose on the other side of the eyes' middle: a turned head.
      const turned = await signIn(faceJpeg('ada'), 'en', faceJpeg('ada', { width: 360, mirrored: true }));
      expect(dataOf<LoginResult>(turned).userName).toBe('ada.lind');
      // Another picture of the same face, not turned: what a photograph held up to the camera gives.
      const still = failureOf(await signIn(faceJpeg('ada'), 'de-DE', faceJpeg('ada', { width: 300, gain: 0.8 })), 400);
      expect(still.message).toBe(
        'Der Kopf hat sich zwischen den beiden Bildern nicht gedreht. Ein Foto kann sich nicht anmelden.',
      );
      const swapped = failureOf(await signIn(faceJpeg('ada'), 'en', faceJpeg('dora', { mirrored: true })), 400);
      expect(swapped.message).toBe('The two pictures show different people.');
    } finally {
      await useConfig({ faceLiveness: 'false' });
    }
  });

  it('refuses a picture that is not a JPEG or PNG as invalid input, in the caller’s language', async () => {
    const gif = Buffer.from('GIF89a-not-a-face').toString('base64');
    const failure = failureOf(await signIn(gif), 400);
    expect(failure.details).toEqual([
      { field: 'image', message: 'must be a JPEG or PNG picture in base64 or as a data URL' },
    ]);
  });

  it('throttles faces that match no one, as wrong passwords are', async () => {
    // Failures from this address beyond four (SIGN_IN_ADDRESS_FAILURES=4) are refused: the
    // disabled account's face, the stranger's and the two failed liveness steps above counted, the
    // previews, the advice and the missing second picture did not.
    expect((await signIn(faceJpeg('bea', { width: 300 }))).statusCode).toBe(429);
    // Refused before the face model reads anything: a throttled terminal cannot keep it busy.
    const reads = vi.spyOn(faceReader, 'read');
    const throttled = await signIn(faceJpeg('ada'));
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toMatch(/^\d+$/);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });
});
