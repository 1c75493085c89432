import { describe, expect, it, vi } from 'vitest';
import { deliverScan, listenForScans } from './scan-channel';

describe('the scan channel', () => {
  it('hands a code only to the page at the path, and says whether one took it', () => {
    const stock = vi.fn();
    const orders = vi.fn();
    const stopStock = listenForScans('/inventory/stock', stock);
    const stopOrders = listenForScans('/inbound/orders', orders);
    expect(deliverScan('/inventory/stock', 'MAT-1')).toBe(true);
    expect(stock).toHaveBeenCalledWith('MAT-1');
    expect(orders).not.toHaveBeenCalled();
    expect(deliverScan('/User', 'MAT-2')).toBe(false);
    stopStock();
    expect(deliverScan('/inventory/stock', 'MAT-3')).toBe(false);
    stopOrders();
  });
});
