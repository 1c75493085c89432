import { API_PATHS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post, type SignedIn } from './helper';

/**
 * A contract's character rule is a pattern, but the caller reads the rule's own words in their
 * language, not that something "is not a valid regex".
 */
describeWithDb('field rules answer in their own words', () => {
  let app: FastifyInstance;
  let admin: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['zh-Hans', '只能包含字母、数字和 . _ - @'],
    ['en', 'may hold only letters, digits and . _ - @'],
    ['de-DE', 'darf nur Buchstaben, Ziffern und . _ - @ enthalten'],
  ])('names the user-name characters in %s', async (language, rule) => {
    const response = await post(
      app,
      API_PATHS.admin.users.create,
      { userName: 'night shift!', name: 'Night shift', password: 'Shift#2024' },
      { as: admin, language },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: '10000', details: [{ field: 'userName', message: rule }] });
    expect(response.body).not.toContain('regex');
  });

  it('names the code characters of a sub-system', async () => {
    const response = await post(
      app,
      API_PATHS.admin.dbInstances.create,
      { applicationId: 'any', code: 'line 1', displayName: 'Line 1' },
      { as: admin, language: 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'code', message: 'may hold only letters, digits and . _ -' }]);
  });

  // The message the portal's error box shows lists the problems; the field is named there in the
  // caller's language, while details keep the field's path for the forms.
  it.each([
    ['zh-Hans', '请检查输入：图片必须是 base64 或 data URL 格式的 JPEG 或 PNG 图片'],
    ['en', 'Please check the input: Picture must be a JPEG or PNG picture in base64 or as a data URL'],
    ['de-DE', 'Bitte prüfen Sie die Eingabe: Bild muss ein JPEG- oder PNG-Bild in Base64 oder als Data-URL sein'],
  ])('names the face picture in %s inside the message', async (language, message) => {
    const response = await post(
      app,
      API_PATHS.admin.faceUpdate(String(decodeJwt(admin.accessToken).sub)),
      { image: 'data:text/plain;base64,aGVsbG8=' },
      { as: admin, language },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, details: [{ field: 'image' }] });
  });

  it.each([
    ['zh-Hans', '请检查输入：用户名为必填项；密码为必填项'],
    ['en', 'Please check the input: User name is required; Password is required'],
    ['de-DE', 'Bitte prüfen Sie die Eingabe: Benutzername ist erforderlich; Passwort ist erforderlich'],
  ])('names each missing field of a sign-in in %s', async (language, message) => {
    const response = await post(app, API_PATHS.identity.newLogin, {}, { language });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, details: [{ field: 'userName' }, { field: 'password' }] });
  });

  it('names a field inside a list by its place and the request as a whole by what it is', async () => {
    const nested = await post(
      app,
      '/api/baseService/notification/create',
      {
        type: 3,
        position: 2,
        showType: 1,
        texts: { 'de-DE': { title: 'Schichtwechsel', msg: [{ key: 'Halle', value: 2 }] } },
        target: { everyone: true },
      },
      { as: admin, language: 'de-DE' },
    );
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({
      message: 'Bitte prüfen Sie die Eingabe: Texte › Deutsch › Meldungszeilen › Eintrag 1 › Wert muss ein Text sein',
      details: [{ field: 'texts.de-DE.msg.0.value' }],
    });

    const noBody = await post(app, API_PATHS.identity.newLogin, undefined, { language: 'en' });
    expect(noBody.json()).toMatchObject({ message: 'Please check the input: the request is required' });
  });
});
