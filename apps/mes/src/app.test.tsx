import { act, render, screen } from '@testing-library/react';
import { HostSessionProvider } from '@workbench/app-kit';
import { fakeHostSession } from '@workbench/app-kit/testing';
import { hostContext } from '@workbench/contracts/app-bridge';
import { describe, expect, it, vi } from 'vitest';
import { App } from './app';

const answer = (items: unknown[]) =>
  new Response(JSON.stringify({ code: 1, message: '', data: { items, totalCount: items.length } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const order = {
  id: 'o1',
  dataPermissionCode: 'LINE-A1',
  orderNo: 'WO-SZ-1002',
  productCode: 'FG-GM-200',
  productName: '齿轮减速电机 GM-200',
  plannedQuantity: 160,
  goodQuantity: 94,
  scrapQuantity: 1,
  status: 'running',
  plannedStart: '2026-11-26T06:00:00.000Z',
  plannedEnd: '2026-11-26T13:00:00.000Z',
};
const line = {
  id: 'l1',
  dataPermissionCode: 'LINE-S2',
  lineName: 'Lackierlinie S2',
  state: 'down',
  currentOrderNo: 'WO-ST-2011',
  outputToday: 14,
  targetToday: 200,
  since: '2026-11-26T08:00:00.000Z',
};

function renderApp(route: string, language: 'zh-Hans' | 'de-DE' | 'en') {
  const host = fakeHostSession({
    status: 'ready',
    context: hostContext({ language, route, dataPermissionCodes: ['LINE-A1'] }),
  });
  render(
    <HostSessionProvider session={host.session}>
      <App />
    </HostSessionProvider>,
  );
  return host;
}

describe('the MES app', () => {
  it('lists work orders in the context language from the work order call', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer([order]));
    vi.stubGlobal('fetch', fetch);
    renderApp('/planning/work-orders', 'zh-Hans');
    expect(await screen.findByText('齿轮减速电机 GM-200')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '工单管理' })).toBeTruthy();
    expect(screen.getByText('生产中')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/mesService/workOrder/queryPageList');
    vi.unstubAllGlobals();
  });

  it('shows the reported quantities with the yield', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer([order])),
    );
    renderApp('/shop-floor/reporting', 'en');
    expect(await screen.findByText('98.9%')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Scrap' })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('shows each line as a tile of the andon board', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer([line]));
    vi.stubGlobal('fetch', fetch);
    renderApp('/shop-floor/andon', 'de-DE');
    expect(await screen.findByText('Störung')).toBeTruthy();
    expect(screen.getByText('14 von 200')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/mesService/lineStatus/queryPageList');
    vi.unstubAllGlobals();
  });

  it('says so for an address that is no page, and offers a retry when the workbench does not answer', async () => {
    const host = renderApp('/master-data/bom', 'en');
    expect(await screen.findByText('This page is not part of the demo MES application')).toBeTruthy();
    act(() => host.set({ status: 'unreachable' }));
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(host.session.retry).toHaveBeenCalledTimes(1);
  });
});
