import { act, render, screen, waitFor } from '@testing-library/react';
import { HostSessionProvider } from '@workbench/app-kit';
import { fakeHostSession, hostContext } from '@workbench/app-kit/testing';
import type { HostState } from '@workbench/contracts/app-bridge';
import { describe, expect, it, vi } from 'vitest';
import { App } from './app';

const stockLine = (materialName: string) => ({
  id: 'l1',
  dataPermissionCode: 'WH-SZ-RAW',
  materialCode: 'RM-STL-0150',
  materialName,
  location: 'R-01-02',
  quantity: 6215.5,
  unit: 'kg',
  updatedAt: '2026-11-20T08:00:00.000Z',
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (items: unknown[]) => answer(200, { code: 1, message: '', data: { items, totalCount: items.length } });

function headersOf(fetch: ReturnType<typeof vi.fn>, call: number): Record<string, string> {
  const init = fetch.mock.calls[call]?.[1] as RequestInit | undefined;
  return (init?.headers ?? {}) as Record<string, string>;
}

function renderApp(initial: HostState) {
  const host = fakeHostSession(initial);
  render(
    <HostSessionProvider session={host.session}>
      <App />
    </HostSessionProvider>,
  );
  return host;
}

describe('the warehouse app', () => {
  it('lists stock in the context language and follows a new context', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const language = (init.headers as Record<string, string>)['Accept-Language'];
      return page([stockLine(language === 'de-DE' ? 'Kaltband-Coil 1,5 mm' : '冷轧钢卷 1.5mm')]);
    });
    vi.stubGlobal('fetch', fetch);
    const host = renderApp({ status: 'ready', context: hostContext() });

    expect(await screen.findByText('冷轧钢卷 1.5mm')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '库存查询' })).toBeTruthy();
    expect(screen.getByText('苏州工厂 Suzhou Plant')).toBeTruthy();
    expect(screen.getByRole('list', { name: '当前仓库' }).textContent).toBe('WH-SZ-RAW');
    expect(screen.getByText('共 1 条')).toBeTruthy();
    expect(headersOf(fetch, 0)).toMatchObject({ Authorization: 'Bearer token-1', ticket: 'ticket-1' });

    act(() => host.set({ status: 'ready', context: hostContext({ language: 'de-DE' }) }));
    expect(await screen.findByText('Kaltband-Coil 1,5 mm')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bestandsliste' })).toBeTruthy();
    expect(headersOf(fetch, 1)['Accept-Language']).toBe('de-DE');
    expect(document.documentElement.lang).toBe('de-DE');
    vi.unstubAllGlobals();
  });

  it('asks the shell for a new token on a 401 and retries once the next context arrives', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(401, { code: 0, errorCode: '401', message: 'Please sign in.', data: null }))
      .mockResolvedValueOnce(page([stockLine('Cold-rolled steel coil 1.5 mm')]));
    vi.stubGlobal('fetch', fetch);
    const host = renderApp({ status: 'ready', context: hostContext({ language: 'en' }) });

    expect(await screen.findByText(/Renewing it with the workbench/)).toBeTruthy();
    expect(host.session.tokenExpired).toHaveBeenCalledTimes(1);

    act(() => host.set({ status: 'ready', context: hostContext({ language: 'en', token: 'token-2' }) }));
    expect(await screen.findByText('Cold-rolled steel coil 1.5 mm')).toBeTruthy();
    expect(headersOf(fetch, 1).Authorization).toBe('Bearer token-2');
    expect(host.session.tokenExpired).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('searches the stock for a scanned code and says which code it received', async () => {
    const fetch = vi.fn(async () => page([stockLine('Cold-rolled steel coil 1.5 mm')]));
    vi.stubGlobal('fetch', fetch);
    const host = renderApp({ status: 'ready', context: hostContext({ language: 'en' }) });
    expect(await screen.findByText('Cold-rolled steel coil 1.5 mm')).toBeTruthy();

    act(() => host.scan('RM-STL-0150'));
    expect(await screen.findByText('Scanned: RM-STL-0150')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('RM-STL-0150');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const init = (fetch.mock.calls as unknown[][])[1]?.[1] as RequestInit | undefined;
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ keyword: 'RM-STL-0150', skipCount: 0 });
    vi.unstubAllGlobals();
  });

  it("shows the server's message inline when a call is refused", async () => {
    const fetch = vi.fn(async () =>
      answer(403, { code: 0, errorCode: '10000', message: '您无权访问此子系统。', data: null }),
    );
    vi.stubGlobal('fetch', fetch);
    renderApp({ status: 'ready', context: hostContext({ route: '/inbound/orders' }) });
    expect((await screen.findByRole('alert')).textContent).toContain('您无权访问此子系统。');
    expect(screen.getByRole('heading', { name: '入库单' })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('lists a work page of the menu from its own task call, and prints the loading list by delivery', async () => {
    const task = (id: string, reference: string) => ({
      id,
      kind: 'pick',
      dataPermissionCode: 'WH-SZ-FG',
      taskNo: `PK-${id}`,
      reference,
      partner: 'Bosch Rexroth AG',
      materialCode: 'FG-GM-200',
      materialName: 'Getriebemotor GM-200',
      quantity: 9,
      unit: 'pcs',
      fromLocation: 'F-01-01',
      toLocation: 'DOCK-OUT',
      status: 'in-progress',
      dueDate: '2026-11-26',
    });
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      page([task('1', 'DL-1'), task('2', 'DL-1'), task('3', 'DL-2')]),
    );
    vi.stubGlobal('fetch', fetch);
    const host = renderApp({
      status: 'ready',
      context: hostContext({ language: 'de-DE', route: '/outbound/picking' }),
    });
    expect(await screen.findByRole('heading', { name: 'Kommissionierung' })).toBeTruthy();
    expect(await screen.findAllByText('In Arbeit')).toHaveLength(3);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/warehouseService/picking/queryPageList');

    act(() =>
      host.set({ status: 'ready', context: hostContext({ language: 'de-DE', route: '/outbound/loading-list' }) }),
    );
    expect(await screen.findByRole('heading', { name: 'Ladeliste' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Lieferung DL-1' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Lieferung DL-2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeTruthy();
    expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('/api/warehouseService/shipping/queryPageList');
    vi.unstubAllGlobals();
  });

  it('says so for an address that is no page, and when opened outside the workbench', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const host = renderApp({ status: 'ready', context: hostContext({ language: 'en', route: '/outbound/returns' }) });
    expect(await screen.findByText('This page is not part of the demo warehouse application')).toBeTruthy();
    expect(screen.getByText(/Requested page: \/outbound\/returns/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    act(() => host.set({ status: 'outside' }));
    expect(screen.getByRole('link', { name: /workbench|工作台|Workbench/ })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('offers a retry when framed but the workbench did not answer', async () => {
    const host = renderApp({ status: 'unreachable' });
    const retry = await screen.findByRole('button');
    act(() => retry.click());
    expect(host.session.retry).toHaveBeenCalledTimes(1);
  });

  it('asks for a sub-system and warehouse instead of calling without one', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderApp({ status: 'ready', context: hostContext({ language: 'en', subSystem: null, dataPermissionCodes: [] }) });
    await waitFor(() => expect(screen.getByText(/Choose a sub-system/)).toBeTruthy());
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
