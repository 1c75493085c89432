import { API_PATHS, type LeadUser, type LeadUserListItem } from '@workbench/contracts';
import { PNG } from 'pngjs';
import { expect, it, vi } from 'vitest';
import { admin, app, useDemoPlant } from '../../../test/demo-plant';
import { cutFace, faceJpeg, plainJpeg, sampleFile } from '../../../test/face-samples';
import { describeWithDb, post } from '../../../test/helper';
import { faceReader } from '../../platform/faces/face-reader';
import { standInFaceReader } from '../../platform/faces/face-reader.testing';
import { auditOf, createUser, dataOf, failureOf, get, NOWHERE } from './users.testing';

/** Bea's face as a PNG, Ada's as a JPEG (test/face-samples.ts). */
const PNG_FACE = (() => {
  const face = cutFace('bea', { width: 240 });
  const png = new PNG({ width: face.width, height: face.height });
  png.data = Buffer.from(face.data);
  return PNG.sync.write(png);
})();
const PNG_BASE64 = PNG_FACE.toString('base64');
const JPEG = faceJpeg('ada');

describeWithDb('user administration: face pictures (faceAiUser)', () => {
  useDemoPlant({ signIn: ['admin'] });

  const register = (id: string, image: unknown, language?: string) =>
    post(app, API_PATHS.admin.faceUpdate(id), { image }, { as: admin, ...(language ? { language } : {}) });

  it('registers a picture, serves its bytes and replaces it, recording no image', async () => {
    const user = await createUser(app, admin, { userName: 'face-owner' });
    const none = failureOf(await get(app, API_PATHS.admin.faceImage(user.id), admin, 'en'), 404);
    expect(none.message).toBe('No face picture is registered for face-owner.');

    expect(dataOf<LeadUser>(await register(user.id, PNG_BASE64))).toMatchObject({ id: user.id, hasFace: true });
    const png = await get(app, API_PATHS.admin.faceImage(user.id), admin);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('private, no-store');
    expect(png.rawPayload.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);

    dataOf(await register(user.id, `data:image/jpeg;base64,${JPEG.toString('base64')}`));
    const jpeg = await get(app, API_PATHS.admin.faceImage(user.id), admin);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.rawPayload.equals(JPEG)).toBe(true);

    const listed = dataOf<{ items: LeadUserListItem[] }>(
      await post(app, API_PATHS.admin.users.pageList, { filter: 'face-owner' }, { as: admin }),
    );
    expect(listed.items[0]?.hasFace).toBe(true);
    const entries = (await auditOf(app, admin, user.id)).filter((entry) => entry.action === 'registerFace');
    expect(entries.map((entry) => [entry.resource, entry.before, entry.after])).toEqual([
      ['faceAiUser', { hasFace: false }, { hasFace: true, contentType: 'image/png', sizeBytes: PNG_FACE.length }],
      ['faceAiUser', { hasFace: true }, { hasFace: true, contentType: 'image/jpeg', sizeBytes: JPEG.length }],
    ]);
    expect(JSON.stringify(entries)).not.toContain(PNG_BASE64.slice(0, 20));
  });

  it('refuses what is no JPEG or PNG with details, in the caller’s language', async () => {
    const user = await createUser(app, admin, { userName: 'face-bad' });
    for (const image of ['R0lGODlhAQABAAAAACw=', 'not base64 at all', 'data:image/gif;base64,R0lGODlh', '', 42]) {
      const failure = failureOf(await register(user.id, image, 'de-DE'), 400);
      expect(failure.details?.[0]?.field, String(image)).toBe('image');
    }
    expect(dataOf<LeadUser>(await get(app, `${API_PATHS.admin.users.get}?id=${user.id}`, admin)).hasFace).toBe(false);
  });

  it('refuses a picture without a face or with several, saying which, and keeps the one registered', async () => {
    const user = await createUser(app, admin, { userName: 'face-choosy' });
    dataOf(await register(user.id, JPEG.toString('base64')));
    const wall = failureOf(await register(user.id, plainJpeg(320, 240, [200, 190, 180]).toString('base64'), 'en'), 400);
    expect(wall.details).toEqual([
      {
        field: 'image',
        message: 'shows no face the model can find; choose a sharp picture of the face from the front',
      },
    ]);
    const group = failureOf(await register(user.id, sampleFile(1).toString('base64'), 'de-DE'), 400);
    expect(group.details).toEqual([
      { field: 'image', message: 'zeigt mehr als ein Gesicht; bitte ein Bild dieser Person allein wählen' },
    ]);
    const kept = await get(app, API_PATHS.admin.faceImage(user.id), admin);
    expect(kept.rawPayload.equals(JPEG)).toBe(true);
  });

  it('answers a picture the face model did not read in time as busy, not as an invalid picture', async () => {
    const user = await createUser(app, admin, { userName: 'face-busy' });
    // The face model runs past its time limit, as it does on a machine busy with other work.
    const slow = standInFaceReader({ timeLimitMs: 100 });
    vi.spyOn(faceReader, 'read').mockImplementation(() => slow.read(Buffer.from('hang'), 'portrait'));
    try {
      const busy = failureOf(await register(user.id, JPEG.toString('base64'), 'en'), 503);
      expect(busy).toEqual({
        code: 0,
        errorCode: '10000',
        message: 'Face recognition is busy. Try again in a moment.',
        data: null,
      });
      const chinese = failureOf(await register(user.id, PNG_BASE64, 'zh-Hans'), 503);
      expect(chinese.message).toBe('人脸识别正忙，请稍后再试。');
    } finally {
      await slow.close();
    }
    expect(dataOf<LeadUser>(await get(app, `${API_PATHS.admin.users.get}?id=${user.id}`, admin)).hasFace).toBe(false);
  });

  it('answers 404 for unknown, malformed and deleted users', async () => {
    const user = await createUser(app, admin, { userName: 'face-gone' });
    dataOf(await register(user.id, PNG_BASE64));
    dataOf(await post(app, API_PATHS.admin.users.batchDelete, { ids: [user.id] }, { as: admin }));
    for (const id of [NOWHERE, 'garbage', user.id]) {
      failureOf(await get(app, API_PATHS.admin.faceImage(id), admin), 404);
      failureOf(await register(id, PNG_BASE64), 404);
    }
  });
});
