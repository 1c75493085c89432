import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isHostAllowed, isLinkLocal } from './address-rules';
import { OutboundError } from './outbound-error';

/** The installation's rules for outgoing calls (integrations, plugins). */
export interface OutboundPolicy {
  /** Host names or addresses that may be called; empty: any host (link-local never). */
  allowedHosts: readonly string[];
}

export interface OutboundPost {
  url: string;
  headers: Readonly<Record<string, string>>;
  body: string;
  /** The whole attempt, connecting included; past it the call is abandoned as a time-out. */
  timeoutMs: number;
  /** Stops the call when aborted (the caller's own deadline, a shutdown): it fails as `aborted`. */
  signal?: AbortSignal;
}

export interface OutboundAnswer {
  status: number;
  /** The answer's text, cut after MAX_ANSWER_BYTES: enough to read a robot's error code. */
  body: string;
}

export const MAX_ANSWER_BYTES = 64 * 1024;

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * Resolves a host name as usual but refuses every link-local address it resolves to, so that a
 * name pointing at 169.254.169.254 (set up by whoever controls its DNS) is refused like the
 * address itself. The check runs on the addresses actually connected to.
 */
export function guardedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => isLinkLocal(entry.address));
    if (refused) {
      const failure = new OutboundError('link-local', `${hostname} resolves to ${refused.address}`);
      return callback(failure as unknown as NodeJS.ErrnoException, []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
    return callback(null, first.address, first.family);
  });
}

/** Checks an address against the rules before anything is sent. */
export function checkOutboundAddress(address: string, policy: OutboundPolicy): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutboundError('scheme', 'not an absolute address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundError('scheme', url.protocol);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!isHostAllowed(host, policy.allowedHosts)) throw new OutboundError('host-not-allowed', host);
  if (isIP(host) && isLinkLocal(host)) throw new OutboundError('link-local', host);
  return url;
}

/**
 * POSTs to a receiver outside the service: http(s) only, hosts of the allow-list only, never a
 * link-local address, redirects not followed (a 3xx is a failure: the receiver must be configured
 * with its real address), one deadline for the whole attempt. Resolves with any 2xx answer;
 * rejects with an OutboundError saying why otherwise.
 */
export function postOutbound(post: OutboundPost, policy: OutboundPolicy): Promise<OutboundAnswer> {
  let url: URL;
  try {
    url = checkOutboundAddress(post.url, policy);
  } catch (error) {
    return Promise.reject(error);
  }
  if (post.signal?.aborted) return Promise.reject(abortedCall(url));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<OutboundAnswer>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      post.signal?.removeEventListener('abort', stop);
      outcome();
    };
    const request = client.request(url, {
      method: 'POST',
      headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
      lookup: guardedLookup as unknown as typeof dnsLookup,
    });
    const deadline = setTimeout(() => {
      const failure = new OutboundError('timeout', `no answer from ${url.host} within ${post.timeoutMs} ms`);
      finish(() => reject(failure));
      request.destroy(failure);
    }, post.timeoutMs);
    const stop = () => {
      const failure = abortedCall(url);
      finish(() => reject(failure));
      request.destroy(failure);
    };
    post.signal?.addEventListener('abort', stop, { once: true });
    request.on('error', (error) => {
      finish(() =>
        reject(
          error instanceof OutboundError ? error : new OutboundError('network', `${url.host}: ${errorCode(error)}`),
        ),
      );
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        response.resume();
        return finish(() => reject(new OutboundError('redirect', `${url.host} answered ${status}`, status)));
      }
      const chunks: Buffer[] = [];
      let length = 0;
      response.on('data', (chunk: Buffer) => {
        if (length >= MAX_ANSWER_BYTES) return;
        chunks.push(chunk);
        length += chunk.length;
      });
      response.on('error', (error) =>
        finish(() => reject(new OutboundError('network', `${url.host}: ${errorCode(error)}`))),
      );
      response.on('end', () => {
        const body = Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8');
        if (status >= 200 && status < 300) finish(() => resolve({ status, body }));
        else finish(() => reject(new OutboundError('refused-by-receiver', `${url.host} answered ${status}`, status)));
      });
    });
    request.end(post.body);
  });
}

function abortedCall(url: URL): OutboundError {
  return new OutboundError('aborted', `the call to ${url.host} was stopped`);
}

/** The system error's code (ECONNREFUSED…) rather than its message, which may quote more. */
function errorCode(error: Error): string {
  return (error as NodeJS.ErrnoException).code ?? error.name;
}
