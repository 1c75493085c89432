import type { AllowedOrigins } from './allowed-origins';

/** A host header fit to name in the policy: a host name or bracketed IPv6 address and a port, nothing else. */
const PLAIN_HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The WebSocket origin for an http(s) origin: the hubs of a backend are reached at ws(s)://its host. */
function webSocketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/**
 * The portal's Content-Security-Policy (see the README's security notes):
 * - scripts only from the portal itself: no inline scripts, no eval (the bundles need neither);
 * - styles from the portal, inline allowed (antd sets style attributes and injects its theme);
 * - pictures and connections (API calls, hubs) only from the portal, the platform backend of
 *   config.json's URL, the sub-applications of sys.json and the operator's TRUSTED_ORIGINS:
 *   uploaded logos and branding come from the platform, absolute application logos from one of
 *   those hosts; data: and blob: pictures are the inline logos and the generated previews;
 * - frames: any http(s) page, since an application may be embedded by any address (the frames
 *   themselves are sandboxed by the shell);
 * - the portal may only be framed by itself.
 * `host` is the address the page was asked for: its ws:/wss: forms are listed as well as 'self'
 * for browsers that do not count a WebSocket to the same host as 'self'.
 */
export function contentSecurityPolicy(origins: AllowedOrigins, host: string | undefined): string {
  const ownSockets = host && PLAIN_HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  const elsewhere = [...origins.platform, ...origins.subApplications, ...origins.trusted];
  const sockets = [...origins.platform, ...origins.subApplications].map(webSocketOrigin);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...elsewhere]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...ownSockets, ...elsewhere, ...sockets]],
    ['frame-src', ["'self'", 'http:', 'https:']],
    ['media-src', ["'self'", 'data:']],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** Hosts remembered per set of origins; the Host header is the caller's to choose, so the list is bounded. */
const MAX_HOSTS_PER_ORIGINS = 64;
const policies = new WeakMap<AllowedOrigins, Map<string, string>>();

/**
 * contentSecurityPolicy, built once per set of origins (the reader hands out the same object until
 * config.json or sys.json changes) and host, instead of once per answer.
 */
export function cachedContentSecurityPolicy(origins: AllowedOrigins, host: string | undefined): string {
  let byHost = policies.get(origins);
  if (!byHost) {
    byHost = new Map();
    policies.set(origins, byHost);
  }
  const key = host ?? '';
  let policy = byHost.get(key);
  if (policy === undefined) {
    policy = contentSecurityPolicy(origins, host);
    if (byHost.size >= MAX_HOSTS_PER_ORIGINS) byHost.clear();
    byHost.set(key, policy);
  }
  return policy;
}
