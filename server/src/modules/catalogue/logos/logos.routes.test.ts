import { API_PATHS, type ApplicationAdmin, LOGO_MAX_BYTES } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post, type SignedIn } from '../../../../test/helper';
import { dataOf, expectRefused, NOWHERE } from '../catalogue-admin.testing';

const upload = API_PATHS.admin.applications.uploadLogo;
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64" onload="alert('svg')">
  <script>alert('script')</script>
  <defs><linearGradient id="tile"><stop offset="0" stop-color="#006fff"/></linearGradient></defs>
  <rect width="64" height="64" rx="14" fill="url(#tile)" onclick="alert('click')"/>
  <use xlink:href="#tile"/><use href="https://elsewhere.example/sprite.svg#icon"/>
  <a href="javascript:alert('link')"><text x="8" y="40">WB</text></a>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  <image href="https://elsewhere.example/track.png" width="1" height="1"/>
</svg>`;

describeWithDb('application logos (application/uploadLogo, application/logo/:file)', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let supervisor: SignedIn;

  beforeAll(async () => {
    app = await createTestApp({ seed: 'demo' });
    [admin, supervisor] = await Promise.all([
      loginAs(app, 'admin', ADMIN_PASSWORD),
      loginAs(app, 'supervisor', 'Supervisor#1'),
    ]);
  });
  afterAll(() => app?.close());

  const send = (contentType: string, data: string, as = admin) =>
    post(app, upload, { fileName: 'logo', contentType, data }, { as, language: 'en' });
  const uploaded = async (contentType: string, data: string) =>
    dataOf<{ url: string }>(await send(contentType, data)).url;
  // Without a session: the sign-in page and the tiles show logos to anyone.
  const fetchLogo = (url: string) => app.inject({ method: 'GET', url });

  it('stores a PNG and serves it to anyone with its type, a sandbox and long caching', async () => {
    const url = await uploaded('image/png', PNG.toString('base64'));
    expect(url).toMatch(/^\/api\/baseService\/application\/logo\/[0-9a-f-]{36}\.png$/);
    const response = await fetchLogo(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.rawPayload.equals(PNG)).toBe(true);
    // Its address is a valid applicationLogo.
    const created = await post(
      app,
      API_PATHS.admin.applications.create,
      { displayName: 'With a logo', applicationLogo: url },
      { as: admin },
    );
    expect(dataOf<ApplicationAdmin>(created).applicationLogo).toBe(url);
  });

  it('takes a data URL too, and a JPEG by its own extension', async () => {
    const fromDataUrl = await uploaded('image/png', `data:image/png;base64,${PNG.toString('base64')}`);
    expect((await fetchLogo(fromDataUrl)).rawPayload.equals(PNG)).toBe(true);
    const jpeg = await uploaded('image/jpeg', JPEG.toString('base64'));
    expect(jpeg).toMatch(/\.jpg$/);
    expect((await fetchLogo(jpeg)).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses bytes that are not what the content type says', async () => {
    expectRefused(await send('image/png', JPEG.toString('base64')), 400, ['data']);
    expectRefused(await send('image/jpeg', PNG.toString('base64')), 400, ['data']);
    expectRefused(await send('image/png', Buffer.from('<svg/>').toString('base64')), 400, ['data']);
    expectRefused(await send('image/png', `data:image/jpeg;base64,${PNG.toString('base64')}`), 400, ['data']);
    expectRefused(await send('image/png', 'not base64 at all!'), 400, ['data']);
    expectRefused(await send('image/gif', PNG.toString('base64')), 400, ['contentType']);
  });

  it('refuses a logo over the size limit, saying what the limit is', async () => {
    const large = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    const response = await send('image/png', large.toString('base64'));
    expectRefused(response, 413);
    expect(response.json().message).toContain(`${LOGO_MAX_BYTES / 1024} KiB`);
  });

  it('stores an SVG only after removing scripts, handlers and outside references', async () => {
    const url = await uploaded('image/svg+xml', Buffer.from(HOSTILE_SVG).toString('base64'));
    expect(url).toMatch(/\.svg$/);
    const response = await fetchLogo(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    const svg = response.body;
    for (const gone of ['<script', 'alert', 'onload', 'onclick', 'foreignObject', 'javascript:', 'elsewhere.example']) {
      expect(svg).not.toContain(gone);
    }
    // What a logo is made of stays.
    expect(svg).toContain('<rect');
    expect(svg).toContain('fill="url(#tile)"');
    expect(svg).toContain('xlink:href="#tile"');
    expect(svg).toContain('>WB</text>');
  });

  it('takes an SVG data URL written as text, and refuses what is no SVG', async () => {
    const url = await uploaded(
      'image/svg+xml',
      `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>')}`,
    );
    expect((await fetchLogo(url)).body).toContain('<circle r="4"/>');
    const refuse = async (text: string) =>
      expectRefused(await send('image/svg+xml', Buffer.from(text).toString('base64')), 400, ['data']);
    await refuse('<svg xmlns="http://www.w3.org/2000/svg"><g>');
    await refuse('<html><body>no svg</body></html>');
    await refuse('<svg><rect/></svg>'); // not in the SVG namespace
    await refuse('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>');
  });

  it('answers 404 for logos that do not exist or are asked for by another extension', async () => {
    const url = await uploaded('image/png', PNG.toString('base64'));
    expectRefused(await fetchLogo(url.replace(/\.png$/, '.svg')), 404);
    expectRefused(await fetchLogo(API_PATHS.admin.logoRoute.replace(':file', `${NOWHERE}.png`)), 404);
    expectRefused(await fetchLogo(API_PATHS.admin.logoRoute.replace(':file', '..%2F..%2Fetc%2Fpasswd')), 404);
  });

  it('lets only application managers upload', async () => {
    expectRefused(await send('image/png', PNG.toString('base64'), supervisor), 403);
    const anonymous = await post(app, upload, {
      fileName: 'logo',
      contentType: 'image/png',
      data: PNG.toString('base64'),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
