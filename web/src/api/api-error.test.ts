import { describe, expect, it } from 'vitest';
import { ApiError, readEnvelope, transportError } from './api-error';
import { messageFor, reactionTo } from './error-catalogue';

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe('readEnvelope (docs/api.md §1)', () => {
  it('returns the success envelope', () => {
    expect(readEnvelope(200, { code: 1, message: 'ok', data: { a: 1 } })).toEqual({
      code: 1,
      message: 'ok',
      data: { a: 1 },
    });
    expect(readEnvelope(200, { code: 1, message: '', data: null })).toEqual({ code: 1, message: '', data: null });
  });

  it('reads failure envelopes into one ApiError type', () => {
    const business = readEnvelope(400, {
      code: 0,
      errorCode: '10000',
      message: 'Wrong user name or password',
      data: null,
      details: [{ field: 'password', message: 'required' }],
    });
    expect(business).toBeInstanceOf(ApiError);
    expect(business).toMatchObject({ kind: 'business', status: 400, serverMessage: 'Wrong user name or password' });
    expect((business as ApiError).details).toEqual([{ field: 'password', message: 'required' }]);
    expect(readEnvelope(403, { code: 0, errorCode: '20000', message: 'Ended', data: null })).toMatchObject({
      kind: 'session-ended',
    });
    expect(readEnvelope(401, { code: 0, errorCode: '401', message: 'x', data: null })).toMatchObject({
      kind: 'unauthorized',
    });
  });

  it('treats HTTP errors without an envelope by status', () => {
    expect(readEnvelope(401, '')).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(readEnvelope(500, { message: 'Boom' })).toMatchObject({ kind: 'http', status: 500, serverMessage: 'Boom' });
    expect(readEnvelope(404, '<html>')).toMatchObject({ kind: 'http', serverMessage: undefined });
  });

  it('treats a 200 with code 0 as a failure, and anything else as an invalid answer', () => {
    expect(readEnvelope(200, { code: 0, message: 'Ticket unknown', data: null })).toMatchObject({ kind: 'business' });
    expect(readEnvelope(200, '<html>')).toMatchObject({ kind: 'invalid-answer' });
  });

  it('tells time-outs from other transport failures', () => {
    // What fetch rejects with: the deadline's TimeoutError, a lost network, an aborted request.
    expect(transportError(new DOMException('No answer within 50000 ms', 'TimeoutError')).kind).toBe('timeout');
    expect(transportError(new TypeError('Failed to fetch')).kind).toBe('network');
    expect(transportError(new DOMException('The request was aborted', 'AbortError')).kind).toBe('network');
  });
});

describe('error catalogue (docs/spec.md §8)', () => {
  it('shows business and other HTTP errors with the server message in a modal', () => {
    expect(reactionTo(new ApiError({ kind: 'business', status: 409, serverMessage: 'Duplicate' }), t)).toEqual({
      action: 'modal',
      message: 'Duplicate',
    });
    expect(reactionTo(new ApiError({ kind: 'http', status: 500 }), t)).toEqual({
      action: 'modal',
      message: 'error.http {"status":500}',
    });
  });

  it('ends the session after the modal for 20000', () => {
    expect(reactionTo(new ApiError({ kind: 'session-ended', serverMessage: 'Ticket expired' }), t)).toEqual({
      action: 'modal-then-logout',
      message: 'Ticket expired',
    });
  });

  it('leaves 401 to refresh-and-replay and translates transport failures', () => {
    expect(reactionTo(new ApiError({ kind: 'unauthorized', status: 401 }), t)).toEqual({ action: 'none' });
    expect(reactionTo(new ApiError({ kind: 'network' }), t)).toEqual({ action: 'modal', message: 'error.network' });
    expect(reactionTo(new ApiError({ kind: 'timeout' }), t)).toEqual({ action: 'modal', message: 'error.timeout' });
  });

  it('gives a text for inline display in every case', () => {
    expect(messageFor(new ApiError({ kind: 'business', serverMessage: 'Locked' }), t)).toBe('Locked');
    expect(messageFor(new ApiError({ kind: 'unauthorized' }), t)).toBe('error.sessionEnded');
  });
});
