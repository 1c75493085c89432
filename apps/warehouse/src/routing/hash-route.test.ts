import { describe, expect, it } from 'vitest';
import { normalizeRoute, pageOf } from './hash-route';

describe('hash routes', () => {
  it('normalize the fragment the shell puts on the address', () => {
    expect(normalizeRoute('#/inventory/stock')).toBe('/inventory/stock');
    expect(normalizeRoute('#/inbound/orders/?from=menu')).toBe('/inbound/orders');
    expect(normalizeRoute('#inventory/stock')).toBe('/inventory/stock');
    expect(normalizeRoute('')).toBe('');
    expect(normalizeRoute('#/')).toBe('');
  });

  it('map the two demo pages, the home, and everything else', () => {
    expect(pageOf('/inventory/stock')).toEqual({ page: 'stock' });
    expect(pageOf('')).toEqual({ page: 'stock' });
    expect(pageOf('/inbound/orders')).toEqual({ page: 'inbound' });
    expect(pageOf('/outbound/picking')).toEqual({ page: 'unknown', route: '/outbound/picking' });
  });
});
