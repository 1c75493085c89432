import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { API_PATHS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { svgCleaner } from '../src/modules/catalogue/logos/svg-cleaner';
import { SVG_LIMITS } from '../src/modules/catalogue/logos/svg-prescan';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, type SignedIn } from './helper';
import { listen } from './hubs';

/**
 * Whether a large upload holds other calls up, told by the order of events rather than by times:
 * the moment the server has the whole upload, a GET /healthz arrives on a connection opened
 * beforehand (its bytes are handed to the server before it goes on with the upload). If the server
 * works on the upload without a break, the health check is answered only after that work; if the
 * work leaves the event loop free, the health check is answered first.
 */

/** The first bytes of a JPEG, then noise: a picture of 10 MiB as far as a body's size and text go. */
function largePictureText(): string {
  const bytes = Buffer.alloc(10 * 1024 * 1024 - 64);
  for (let at = 0; at < bytes.length; at++) bytes[at] = (at * 2_654_435_761) >>> 24;
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

/** An SVG as large as a logo may be (256 KiB, 1,500 elements) that the cleaner keeps: seconds of its work. */
function largeLogo(): string {
  const path = `<path fill="#006fff" d="${'M1 1L2 2L3 3Z'.repeat(11)}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${path.repeat(SVG_LIMITS.elements - 1)}</svg>`;
  return Buffer.from(svg).toString('base64');
}

const SMALL_LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle r="4"/></svg>';

describeWithDb('other calls during a large upload', () => {
  let app: FastifyInstance;
  let port: number;
  let admin: SignedIn;
  /** What happened on the server, in order: the marks the tests set, and which call was answered. */
  let events: string[];
  let healthSocket: Socket;

  beforeAll(async () => {
    app = await createTestApp();
    port = Number(new URL(await listen(app)).port);
    admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
    // A first, small logo: the cleaner's worker has loaded, and the administrator's grants are
    // cached (as on a server that has been running), so nothing but the upload's own work is seen.
    const first = await app.inject({
      method: 'POST',
      url: API_PATHS.admin.applications.uploadLogo,
      headers: admin.headers,
      payload: { fileName: 'logo.svg', contentType: 'image/svg+xml', data: Buffer.from(SMALL_LOGO).toString('base64') },
    });
    expect(first.statusCode).toBe(200);
  });
  afterAll(() => app?.close());
  afterEach(() => healthSocket?.destroy());

  /**
   * Sends the upload (a JSON body) and, once the server has read all of it, the health check.
   * Resolves with the upload's status once both are answered.
   */
  async function uploadWithHealthCheck(path: string, body: object, headers: Record<string, string> = {}) {
    events = [];
    healthSocket = connect(port, '127.0.0.1');
    await once(healthSocket, 'connect');
    const healthAnswer = new Promise<string>((resolve) => {
      let text = '';
      healthSocket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
        if (text.includes('\r\n\r\n') && text.endsWith('}')) resolve(text);
      });
    });
    const watch = (request: IncomingMessage, response: ServerResponse) => {
      if (request.url === API_PATHS.health.live) response.once('finish', () => events.push('health answered'));
      if (request.url !== path) return;
      response.once('finish', () => events.push('upload answered'));
      // Written before the server's own reader of the body hears its end: nothing of the upload
      // has been worked on yet when these bytes reach the server.
      request.once('end', () => healthSocket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'));
    };
    app.server.prependListener('request', watch);
    try {
      const upload = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
        body: JSON.stringify(body),
      });
      expect(await healthAnswer).toMatch(/^HTTP\/1\.1 200 /);
      return { status: upload.status, body: (await upload.json()) as { code: number; message: string } };
    } finally {
      app.server.removeListener('request', watch);
    }
  }

  it('answers a health check that arrives with a large SVG logo before the logo reaches the cleaner', async () => {
    const clean = svgCleaner.clean.bind(svgCleaner);
    vi.spyOn(svgCleaner, 'clean').mockImplementation((bytes) => {
      events.push('logo handed to the cleaner');
      return clean(bytes);
    });
    const upload = await uploadWithHealthCheck(
      API_PATHS.admin.applications.uploadLogo,
      { fileName: 'logo.svg', contentType: 'image/svg+xml', data: largeLogo() },
      admin.headers,
    );
    expect(upload.status).toBe(200);
    expect(events).toEqual(['health answered', 'logo handed to the cleaner', 'upload answered']);
  });

  it('answers a health check that arrives with a face sign-in of 13 MB before the sign-in', async () => {
    // Refused once its body is read and checked (the second picture is no text), with nothing else
    // to wait for: how long reading the pictures holds the server is all that is measured.
    const upload = await uploadWithHealthCheck(API_PATHS.identity.loginForFaceId, {
      image: largePictureText(),
      turned: 42,
    });
    expect(upload.status).toBe(400);
    expect(upload.body.message).toBe('Please check the input: Turned picture must be text');
    expect(events).toEqual(['health answered', 'upload answered']);
  });
});
