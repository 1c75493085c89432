import { act, fireEvent, render, screen } from '@testing-library/react';
import { HostSessionProvider } from '@workbench/app-kit';
import { fakeHostSession, hostContext } from '@workbench/app-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import { App } from './app';

const answer = (items: unknown[], totalCount = items.length) =>
  new Response(JSON.stringify({ code: 1, message: '', data: { items, totalCount } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const machine = {
  id: 'e1',
  dataPermissionCode: 'AREA-SZ-PRESS',
  areaName: '冲压车间 Press Shop',
  equipmentNo: 'EQ-SZ-P02',
  name: '400-t-Presse',
  model: 'AIDA NC1-400',
  state: 'down',
  since: '2026-11-26T08:00:00.000Z',
  lastServiceDate: '2026-10-12',
  nextServiceDate: '2000-01-01',
};
const stockLine = {
  id: 'r1',
  kind: 'stock',
  dataPermissionCode: 'AREA-SZ-PRESS',
  recordNo: 'SP-SEAL-HYD40',
  equipmentNo: '',
  partNo: 'SP-SEAL-HYD40',
  title: 'Hydraulic seal 40 mm',
  quantity: 3,
  minQuantity: 6,
  unit: 'set',
  status: 'done',
  dueDate: '2026-11-24',
};

function renderApp(route: string, language: 'zh-Hans' | 'de-DE' | 'en') {
  const host = fakeHostSession({
    status: 'ready',
    context: hostContext({ language, route, dataPermissionCodes: ['AREA-SZ-PRESS'] }),
  });
  render(
    <HostSessionProvider session={host.session}>
      <App />
    </HostSessionProvider>,
  );
  return host;
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe('the Maintenance app', () => {
  it('lists the equipment ledger in the context language from the equipment call, for the chosen areas', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer([machine]));
    vi.stubGlobal('fetch', fetch);
    renderApp('/equipment/ledger', 'de-DE');
    expect(await screen.findByText('400-t-Presse')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Anlagenverzeichnis' })).toBeTruthy();
    expect(screen.getByText('Störung')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/maintenanceService/equipment/queryPageList');
    expect(bodyOf(fetch.mock.calls[0]?.[1])).toMatchObject({ dataPermissionCodes: ['AREA-SZ-PRESS'], skipCount: 0 });
  });

  it('shows each machine as a tile of the status board, with an overdue service', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer([machine])),
    );
    renderApp('/equipment/status', 'zh-Hans');
    const board = await screen.findByRole('list', { name: '设备状态' });
    expect(board.textContent).toContain('EQ-SZ-P02');
    expect(screen.getByText('保养已逾期')).toBeTruthy();
  });

  it('searches and pages the spare parts stock through its own call, and marks a part below its minimum', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer([stockLine], 45));
    vi.stubGlobal('fetch', fetch);
    renderApp('/spare-parts/stock', 'en');
    expect(await screen.findByText('Below minimum')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/maintenanceService/sparePartStock/queryPageList');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' seal ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(bodyOf(fetch.mock.lastCall?.[1])).toMatchObject({ keyword: 'seal', skipCount: 0 }));
    await screen.findByText('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(bodyOf(fetch.mock.lastCall?.[1])).toMatchObject({ keyword: 'seal', skipCount: 20 }));
  });

  it("shows the server's refusal with a retry", async () => {
    const refusal = new Response(
      JSON.stringify({ code: 0, errorCode: '10000', message: 'Sie haben keinen Zugriff.', data: null }),
      { status: 403, headers: { 'Content-Type': 'application/json' } },
    );
    const fetch = vi.fn(async () => refusal.clone());
    vi.stubGlobal('fetch', fetch);
    renderApp('/planning/orders', 'de-DE');
    expect((await screen.findByRole('alert')).textContent).toContain('Sie haben keinen Zugriff.');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('says so for an address that is no page, and offers a retry when the workbench does not answer', async () => {
    const host = renderApp('/planning/budget', 'en');
    expect(await screen.findByText('This page is not part of the demo Maintenance application')).toBeTruthy();
    act(() => host.set({ status: 'unreachable' }));
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(host.session.retry).toHaveBeenCalledTimes(1);
  });
});
