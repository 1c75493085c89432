import { SUZHOU_ID } from '@workbench/app-kit/testing';
import { API_PATHS } from '@workbench/contracts';
import type { ApiSession } from '@workbench/contracts/app-bridge';
import { PlatformApiError } from '@workbench/contracts/app-bridge';
import { describe, expect, it, vi } from 'vitest';
import { queryInboundOrders } from './query-inbound-orders';
import { queryStock } from './query-stock';

const session: ApiSession = { token: 'abc.def', ticket: 'T-1', language: 'de-DE', apiBaseUrl: '' };
const request = { dbId: SUZHOU_ID, dataPermissionCodes: ['WH-SZ-RAW'], skipCount: 0, maxResultCount: 20 };
const line = {
  id: 'l1',
  dataPermissionCode: 'WH-SZ-RAW',
  materialCode: 'CP-NUT-M8',
  materialName: 'Sechskantmutter M8',
  location: 'K-11-05',
  quantity: 31500,
  unit: 'pcs',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failureOf(promise: Promise<unknown>): Promise<PlatformApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformApiError);
  return error as PlatformApiError;
}

describe('the warehouse calls', () => {
  it('send the bearer token, the ticket and the language, and return the checked data', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      json(200, { code: 1, message: '', data: { items: [line], totalCount: 1 } }),
    );
    const page = await queryStock(session, request, { fetch });
    expect(page).toEqual({ items: [line], totalCount: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init = {}] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(API_PATHS.warehouse.stockPageList);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer abc.def',
      ticket: 'T-1',
      'Accept-Language': 'de-DE',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(init.body))).toEqual(request);
  });

  it("prefix the shell's API base address", async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      json(200, { code: 1, message: '', data: { items: [], totalCount: 0 } }),
    );
    await queryInboundOrders({ ...session, apiBaseUrl: 'https://api.example-plant.com/' }, request, { fetch });
    expect(fetch.mock.calls[0]?.[0]).toBe(`https://api.example-plant.com${API_PATHS.warehouse.inboundOrderPageList}`);
  });

  it("turn a failure envelope into an error carrying the server's message", async () => {
    const fetch = vi.fn(async () =>
      json(403, { code: 0, errorCode: '10000', message: 'Kein Zugriff auf dieses Subsystem.', data: null }),
    );
    const error = await failureOf(queryStock(session, request, { fetch }));
    expect(error).toMatchObject({ kind: 'envelope', status: 403, errorCode: '10000' });
    expect(error.message).toBe('Kein Zugriff auf dieses Subsystem.');
    expect(error.isUnauthorized).toBe(false);
  });

  it('recognise a refused token', async () => {
    const fetch = vi.fn(async () => json(401, { code: 0, errorCode: '401', message: 'Bitte anmelden.', data: null }));
    expect((await failureOf(queryStock(session, request, { fetch }))).isUnauthorized).toBe(true);
  });

  it('tell a lost connection, a time-out and a strange answer apart', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await failureOf(queryStock(session, request, { fetch: offline }))).kind).toBe('network');

    const hanging = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    expect((await failureOf(queryStock(session, request, { fetch: hanging, timeoutMs: 10 }))).kind).toBe('timeout');

    const proxyPage = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect((await failureOf(queryStock(session, request, { fetch: proxyPage }))).kind).toBe('unexpected');

    const wrongShape = vi.fn(async () => json(200, { code: 1, message: '', data: { items: [{ id: 1 }] } }));
    expect((await failureOf(queryStock(session, request, { fetch: wrongShape }))).kind).toBe('unexpected');
  });
});
