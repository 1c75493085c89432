import { createHmac } from 'node:crypto';
import { type CallAddressParams, callAddressParamsSchema } from '@workbench/contracts';
import { OutboundError } from '../../../platform/outbound/outbound-error';
import { type OutboundPolicy, postOutbound } from '../../../platform/outbound/outbound-post';
import type { JobKindDefinition, JobRunContext } from '../../../platform/scheduler/scheduler';

export const SIGNATURE_HEADER = 'x-workbench-signature';
export const JOB_HEADER = 'x-workbench-job';
export const OCCURRENCE_HEADER = 'x-workbench-occurrence';

export interface CallAddressDeps {
  /** The installation's outbound rules, the same the channels keep to. */
  outbound: OutboundPolicy;
  /** Milliseconds on a monotonic clock, for the duration in the log. */
  now?: () => number;
}

/** What of a run the call needs: the port's context without its parameters. */
export type CallAddressRun = Pick<JobRunContext<unknown>, 'jobId' | 'signal' | 'scheduledFor' | 'log'>;

/** The body as sent: what the job says, `{}` when it says nothing. */
export function bodyToSend(params: Pick<CallAddressParams, 'body'>): string {
  return params.body.trim() === '' ? '{}' : params.body;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The kind's parameters: the contract's, and a body that is JSON (or empty), so that a job whose
 * receiver could never read its body is refused when it is written rather than when it runs.
 */
export const callAddressJobParamsSchema = callAddressParamsSchema.refine((params) => isJson(bodyToSend(params)), {
  message: 'validation.jsonBody',
  path: ['body'],
});

/** The address as the log shows it: scheme, host and path; never a query (it may carry a key) or a user. */
export function addressForLog(address: string): string {
  try {
    const url = new URL(address);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return '(not an address)';
  }
}

/** `sha256=` + the hex HMAC-SHA256, keyed with the secret, of the body's UTF-8 bytes exactly as sent. */
export function bodySignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** What went wrong, in a sentence for the run's error (addresses without query, statuses, never a secret). */
function failureText(error: OutboundError, shown: string, timeoutSeconds: number): string {
  switch (error.reason) {
    case 'timeout':
      return `${shown} did not answer within ${timeoutSeconds} s`;
    case 'refused-by-receiver':
      return `${shown} answered ${error.status ?? 'with an error'}`;
    case 'redirect':
      return `${shown} answered ${error.status ?? 'a redirect'} (a redirect, not followed: enter the address it redirects to)`;
    case 'link-local':
      return `${shown} is refused by the outbound rules: a link-local address (${error.detail})`;
    case 'host-not-allowed':
      return `${shown} is refused by the outbound rules: ${error.detail} is not on the allowed hosts`;
    case 'scheme':
      return `${shown} is refused by the outbound rules: only http and https addresses are called`;
    case 'aborted':
      return `The call to ${shown} was stopped (the run timed out or the service is stopping)`;
    case 'network':
      return `${shown} could not be reached (${error.detail})`;
  }
}

/**
 * "Call an address": POSTs the job's JSON body to a sub-application's maintenance address, with
 * the job and the occurrence in headers and, when the job has a secret, the body's signature, under
 * the outbound rules of the integrations and the job's time-out. Any answer but a 2xx, a time-out,
 * an address the rules refuse or a stopped run fails the run with a sentence saying which.
 */
export async function callAddress(params: CallAddressParams, run: CallAddressRun, deps: CallAddressDeps) {
  const now = deps.now ?? (() => performance.now());
  const shown = addressForLog(params.url);
  const body = bodyToSend(params);
  if (!isJson(body)) throw new Error(`The job's body is not JSON; nothing was sent to ${shown}. Correct the body.`);
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    [JOB_HEADER]: run.jobId,
    [OCCURRENCE_HEADER]: run.scheduledFor.toISOString(),
    ...(params.secret ? { [SIGNATURE_HEADER]: bodySignature(body, params.secret) } : {}),
  };
  run.log(`POST ${shown} (${Buffer.byteLength(body)} bytes${params.secret ? ', signed' : ''})`);
  const started = now();
  const took = () => `${Math.round(now() - started)} ms`;
  try {
    const answer = await postOutbound(
      { url: params.url, headers, body, timeoutMs: params.timeoutSeconds * 1000, signal: run.signal },
      deps.outbound,
    );
    run.log(`${shown} answered ${answer.status} in ${took()}`);
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    const text = failureText(error, shown, params.timeoutSeconds);
    run.log(`Failed after ${took()}: ${text}`);
    throw new Error(text);
  }
}

export function callAddressJobKind(deps: CallAddressDeps): JobKindDefinition<CallAddressParams> {
  return {
    kind: 'integrations.callAddress',
    creatable: true,
    params: callAddressJobParamsSchema,
    run: (context) => callAddress(context.params, context, deps),
  };
}
