import { describe, expect, it } from 'vitest';
import { normalizeRoute, routeTable } from './route-table';

describe('route tables', () => {
  it('normalize the fragment the shell puts on the address', () => {
    expect(normalizeRoute('#/inventory/stock')).toBe('/inventory/stock');
    expect(normalizeRoute('#/inbound/orders/?from=menu')).toBe('/inbound/orders');
    expect(normalizeRoute('#inventory/stock')).toBe('/inventory/stock');
    expect(normalizeRoute('')).toBe('');
    expect(normalizeRoute('#/')).toBe('');
  });

  it('map the table’s routes in any case, the home, and everything else', () => {
    const pageOf = routeTable({ '/equipment/ledger': { page: 'ledger' } }, { page: 'home' });
    expect(pageOf('#/Equipment/Ledger/?from=menu')).toEqual({ page: 'ledger' });
    expect(pageOf('')).toEqual({ page: 'home' });
    expect(pageOf('/constructor')).toEqual({ page: 'unknown', route: '/constructor' });
  });
});
