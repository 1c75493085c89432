import { API_PATHS } from '@workbench/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createTicketChecker, needsTicketCheck, type TicketCheckContext } from './ticket-check';

const context: TicketCheckContext = {
  userName: 'operator',
  routePath: '/User',
  requestPath: '/api/baseService/leadUser/queryPageList',
  hasTicket: true,
};

describe('needsTicketCheck (docs/spec.md §7)', () => {
  it('checks ordinary calls of ordinary users on ordinary pages', () => {
    expect(needsTicketCheck(context)).toBe(true);
  });

  it('skips the admin account, the home and login routes, and the exempt calls', () => {
    expect(needsTicketCheck({ ...context, userName: 'admin' })).toBe(false);
    for (const routePath of ['/', '/dashboard/dashboard', '/login'])
      expect(needsTicketCheck({ ...context, routePath })).toBe(false);
    for (const requestPath of [
      API_PATHS.staticFiles.config,
      './config.json',
      API_PATHS.identity.extendTicket,
      API_PATHS.identity.newLogin,
    ]) {
      expect(needsTicketCheck({ ...context, requestPath })).toBe(false);
    }
    expect(needsTicketCheck({ ...context, hasTicket: false })).toBe(false);
  });
});

describe('ticket checker', () => {
  it('extends at most once a minute', async () => {
    let now = 0;
    const extend = vi.fn(async () => true);
    const checker = createTicketChecker({ extend, onExpired: vi.fn(), now: () => now });
    await checker.afterResponse(context);
    now = 59_999;
    await checker.afterResponse(context);
    expect(extend).toHaveBeenCalledTimes(1);
    now = 60_000;
    await checker.afterResponse(context);
    expect(extend).toHaveBeenCalledTimes(2);
  });

  it('reports an expired ticket when the answer code is not 1', async () => {
    const onExpired = vi.fn();
    const checker = createTicketChecker({ extend: async () => false, onExpired, now: () => 0 });
    await checker.afterResponse(context);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('does not check exempt calls nor start a second check while one runs', async () => {
    let release: (ok: boolean) => void = () => undefined;
    const extend = vi.fn(() => new Promise<boolean>((resolve) => (release = resolve)));
    let now = 0;
    const checker = createTicketChecker({ extend, onExpired: vi.fn(), now: () => now });
    await checker.afterResponse({ ...context, userName: 'admin' });
    expect(extend).not.toHaveBeenCalled();
    const first = checker.afterResponse(context);
    now = 120_000;
    await checker.afterResponse(context);
    release(true);
    await first;
    expect(extend).toHaveBeenCalledTimes(1);
  });
});
