import { z } from 'zod';

/*
 * A sub-application's bridge settings, from Vite's build-time environment (which each app's
 * config.ts, the one place that reads import.meta.env, hands in) and the frame's address.
 */

const envSchema = z.object({
  /**
   * Origins besides the app's own that may host it, comma-separated (e.g. a portal on another
   * host that frames this build). By default only the app's own origin is trusted.
   */
  VITE_HOST_ORIGINS: z.string().optional(),
  /** How long to wait for the shell's context before saying the app must be opened from it. */
  VITE_CONTEXT_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
});

export interface AppConfig {
  /** Origins whose context messages are accepted (always including the app's own). */
  hostOrigins: string[];
  contextTimeoutMs: number;
}

export const DEFAULT_CONTEXT_TIMEOUT_MS = 4_000;

/**
 * A frame address may shorten or lengthen the wait with `?bridgeTimeoutMs=` (within these bounds),
 * e.g. for a shop-floor screen on a slow line, or a browser test that should not wait long.
 */
const timeoutFromAddress = z.coerce.number().int().min(100).max(60_000);

export function loadAppConfig(env: Record<string, unknown>, ownOrigin: string, search = ''): AppConfig {
  const parsed = envSchema.safeParse(env);
  const values = parsed.success ? parsed.data : {};
  const extra = (values.VITE_HOST_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => /^https?:\/\/[^/]+$/.test(origin));
  return {
    hostOrigins: [...new Set([ownOrigin, ...extra])],
    contextTimeoutMs:
      timeoutFromAddress.safeParse(new URLSearchParams(search).get('bridgeTimeoutMs') ?? undefined).data ??
      values.VITE_CONTEXT_TIMEOUT_MS ??
      DEFAULT_CONTEXT_TIMEOUT_MS,
  };
}
