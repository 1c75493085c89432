import { isBuiltInAdmin, TICKET_CHECK_EXEMPT_PATHS } from '@workbench/contracts';

/** docs/spec.md §7: the ticket-extension check runs at most this often. */
export const TICKET_CHECK_INTERVAL_MS = 60_000;

/** Routes on which no ticket extension is attempted: home and sign-in (docs/spec.md §7). */
const EXEMPT_ROUTES = new Set(['/', '/dashboard/dashboard', '/login', '/auth-redirect']);

export interface TicketCheckContext {
  userName: string;
  /** The portal route in the address bar, without query. */
  routePath: string;
  /** The API path of the call that just succeeded. */
  requestPath: string;
  hasTicket: boolean;
}

/** Whether a successful call should be followed by a ticket-extension check (before throttling). */
export function needsTicketCheck(context: TicketCheckContext): boolean {
  if (!context.hasTicket) return false;
  // The admin account is exempt from ticket expiry and extension (docs/spec.md §6).
  if (isBuiltInAdmin(context.userName)) return false;
  if (EXEMPT_ROUTES.has(context.routePath)) return false;
  const path = context.requestPath.replace(/^\./, '').split('?')[0] ?? '';
  return !TICKET_CHECK_EXEMPT_PATHS.some((exempt) => path.toLowerCase().endsWith(exempt.toLowerCase()));
}

export interface TicketCheckerOptions {
  /** Calls leadExtendTicket; resolves true when the answer code is 1. */
  extend: () => Promise<boolean>;
  /** The ticket is no longer valid: tell the user, log out, go to sign-in. */
  onExpired: () => void;
  now?: () => number;
  intervalMs?: number;
}

export interface TicketChecker {
  afterResponse(context: TicketCheckContext): Promise<void>;
  /** Forget the last check (a new sign-in starts a new ticket). */
  reset(): void;
}

/** Throttled checker: one extension call per interval, none while one is running. */
export function createTicketChecker(options: TicketCheckerOptions): TicketChecker {
  const now = options.now ?? Date.now;
  const interval = options.intervalMs ?? TICKET_CHECK_INTERVAL_MS;
  let lastCheck = Number.NEGATIVE_INFINITY;
  let running = false;

  return {
    async afterResponse(context) {
      if (!needsTicketCheck(context) || running) return;
      const at = now();
      if (at - lastCheck < interval) return;
      lastCheck = at;
      running = true;
      try {
        if (!(await options.extend())) options.onExpired();
      } finally {
        running = false;
      }
    },
    reset() {
      lastCheck = Number.NEGATIVE_INFINITY;
    },
  };
}
