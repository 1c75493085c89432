import { describe, expect, it } from 'vitest';
import { pageOf } from './hash-route';

describe('hash routes', () => {
  it('map the demo pages, the home, and everything else', () => {
    expect(pageOf('/inventory/stock')).toEqual({ page: 'stock' });
    expect(pageOf('')).toEqual({ page: 'stock' });
    expect(pageOf('/inbound/orders')).toEqual({ page: 'inbound' });
    expect(pageOf('/outbound/loading-list')).toEqual({ page: 'loading-list' });
    expect(pageOf('/outbound/picking')).toMatchObject({ page: 'tasks', spec: { kind: 'pick' } });
    expect(pageOf('/Inbound/Put-Away/')).toMatchObject({ page: 'tasks', spec: { kind: 'put-away' } });
    expect(pageOf('/outbound/returns')).toEqual({ page: 'unknown', route: '/outbound/returns' });
    expect(pageOf('/constructor')).toEqual({ page: 'unknown', route: '/constructor' });
  });

  it('serve every page of the demo WMS menu', () => {
    const routes = ['/inbound/asn', '/inbound/receipts', '/inbound/put-away', '/inventory/transfer'];
    routes.push('/inventory/cycle-count', '/outbound/shipping');
    for (const route of routes) expect(pageOf(route).page, route).toBe('tasks');
  });
});
