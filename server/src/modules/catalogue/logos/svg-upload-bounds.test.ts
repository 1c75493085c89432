import { API_PATHS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post, type SignedIn } from '../../../../test/helper';
import { dataOf, expectRefused } from '../catalogue-admin.testing';
import { SvgCleaner, SvgCleanerBusy, svgCleaner } from './svg-cleaner';
import { SVG_LIMITS } from './svg-prescan';

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">';
/** The two files that used to hold the server for a minute: many elements, and deep nesting. */
const MANY_RECTS = `${SVG_OPEN}${'<rect/>'.repeat(35_000)}</svg>`;
const DEEP_GROUPS = `${SVG_OPEN}${'<g>'.repeat(20_000)}${'</g>'.repeat(20_000)}</svg>`;
/** As many elements as a logo may have: allowed, and a second or more of work for the cleaner. */
const HEAVY_BUT_ALLOWED = `${SVG_OPEN}${'<rect width="1" height="1" fill="#006fff"/>'.repeat(SVG_LIMITS.elements - 1)}</svg>`;

describeWithDb('SVG logo uploads are bounded (application/uploadLogo)', () => {
  let app: FastifyInstance;
  let admin: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
  });
  afterAll(() => app?.close());
  afterEach(() => vi.restoreAllMocks());

  const send = (svg: string, language = 'en') =>
    post(
      app,
      API_PATHS.admin.applications.uploadLogo,
      { fileName: 'logo.svg', contentType: 'image/svg+xml', data: Buffer.from(svg).toString('base64') },
      { as: admin, language },
    );
  const problemOf = (response: { json(): unknown }) =>
    (response.json() as { details: { field: string; message: string }[] }).details[0]?.message;

  it('refuses a file of too many elements before parsing it, saying how many a logo may have', async () => {
    const cleaning = vi.spyOn(svgCleaner, 'clean');
    const response = await send(MANY_RECTS);
    expectRefused(response, 400, ['data']);
    expect(problemOf(response)).toBe(`has 35001 elements; a logo may have at most ${SVG_LIMITS.elements}`);
    expect(problemOf(await send(MANY_RECTS, 'zh-Hans'))).toBe(
      `包含 35001 个元素，图标最多允许 ${SVG_LIMITS.elements} 个`,
    );
    expect(problemOf(await send(MANY_RECTS, 'de-DE'))).toBe(
      `hat 35001 Elemente; ein Logo darf höchstens ${SVG_LIMITS.elements} haben`,
    );
    // Nothing was handed to the parser.
    expect(cleaning).not.toHaveBeenCalled();
  });

  it('refuses a file nested deeper than a logo may be, before parsing it', async () => {
    const cleaning = vi.spyOn(svgCleaner, 'clean');
    const deep = `${SVG_OPEN}${'<g>'.repeat(SVG_LIMITS.depth)}${'</g>'.repeat(SVG_LIMITS.depth)}</svg>`;
    for (const svg of [DEEP_GROUPS, deep]) {
      const response = await send(svg);
      expectRefused(response, 400, ['data']);
      expect(problemOf(response)).toMatch(
        new RegExp(
          `^nests elements ${svg === deep ? 65 : 20_001} levels deep; a logo may nest at most ${SVG_LIMITS.depth} levels$`,
        ),
      );
    }
    expect(cleaning).not.toHaveBeenCalled();
    // One level less is a logo: the root, groups, and a circle at the deepest level allowed.
    const groups = SVG_LIMITS.depth - 2;
    const allowed = `${SVG_OPEN}${'<g>'.repeat(groups)}<circle r="4"/>${'</g>'.repeat(groups)}</svg>`;
    expect(dataOf<{ url: string }>(await send(allowed)).url).toMatch(/\.svg$/);
  });

  it('answers other requests while a large SVG is being cleaned', async () => {
    // Watches the cleaning itself: when the file is handed over, and when its cleaning ends.
    let handedOver: () => void = () => undefined;
    const cleaningStarted = new Promise<void>((resolve) => {
      handedOver = resolve;
    });
    let cleaningEnded = false;
    const clean = svgCleaner.clean.bind(svgCleaner);
    vi.spyOn(svgCleaner, 'clean').mockImplementation((bytes) => {
      const cleaned = clean(bytes);
      cleaned.finally(() => {
        cleaningEnded = true;
      });
      handedOver();
      return cleaned;
    });
    const upload = send(HEAVY_BUT_ALLOWED);
    await cleaningStarted;
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    // The health check was answered while the file was still being cleaned, not after.
    expect(cleaningEnded).toBe(false);
    const stored = dataOf<{ url: string }>(await upload);
    expect(cleaningEnded).toBe(true);
    const logo = await app.inject({ method: 'GET', url: stored.url });
    expect(logo.body.match(/<rect /g)).toHaveLength(SVG_LIMITS.elements - 1);
  });

  it('answers 503 in the envelope when too many SVG files wait to be cleaned', async () => {
    vi.spyOn(svgCleaner, 'clean').mockRejectedValue(new SvgCleanerBusy());
    const response = await send(`${SVG_OPEN}<circle r="4"/></svg>`);
    expectRefused(response, 503);
    expect(response.json()).toMatchObject({
      message: 'Too many SVG logos are being checked at the moment; please try again shortly.',
    });
  });

  it('answers 503 in the envelope when the server is too busy to clean the file within the time limit', async () => {
    // A cleaner whose every file runs past its time limit, as on a machine busy with other work.
    const slow = new SvgCleaner({ timeLimitMs: 1 });
    vi.spyOn(svgCleaner, 'clean').mockImplementation((bytes) => slow.clean(bytes));
    try {
      const response = await send(HEAVY_BUT_ALLOWED);
      expectRefused(response, 503);
      expect(response.json()).toMatchObject({
        message: 'The server is too busy to check the SVG logo just now; please try again in a moment.',
      });
      const german = await send(HEAVY_BUT_ALLOWED, 'de-DE');
      expectRefused(german, 503);
      expect(german.json()).toMatchObject({
        message:
          'Der Server ist gerade zu ausgelastet, um das SVG-Logo zu prüfen; bitte versuchen Sie es gleich noch einmal.',
      });
    } finally {
      await slow.close();
    }
  });
});
