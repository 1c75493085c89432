import type { preHandlerAsyncHookHandler } from 'fastify';
import { forbidden } from './errors';

/**
 * A preHandler that lets the call through only when the caller holds the permission code
 * (administrators hold all). Hiding a button in the portal is not protection (docs/api.md §5).
 */
export function requirePermission(code: string): preHandlerAsyncHookHandler {
  return async function permissionGuard(request) {
    const grants = await this.grants.grantsOf(request.auth.userId);
    if (!grants.isAdmin && !grants.permissionCodes.has(code)) throw forbidden();
  };
}

/** A preHandler for what only administrators (the admin or system-admin flag) may do. */
export function requireAdministrator(key = 'errors.forbidden'): preHandlerAsyncHookHandler {
  return async function administratorGuard(request) {
    const grants = await this.grants.grantsOf(request.auth.userId);
    if (!grants.isAdmin) throw forbidden(key);
  };
}
