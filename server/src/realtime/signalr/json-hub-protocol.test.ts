import { describe, expect, it } from 'vitest';
import {
  closeFrame,
  completionFrame,
  invocationFrame,
  parseHandshake,
  parseHubMessage,
  pingFrame,
  RECORD_SEPARATOR,
  splitRecords,
} from './json-hub-protocol';

const RS = RECORD_SEPARATOR;

describe('the JSON hub protocol', () => {
  it('splits records and keeps an unfinished tail for the next data', () => {
    const first = splitRecords('', `{"type":6}${RS}{"type":1,"tar`);
    expect(first).toEqual({ records: ['{"type":6}'], rest: '{"type":1,"tar' });
    const second = splitRecords(first.rest, `get":"A","arguments":[]}${RS}`);
    expect(second).toEqual({ records: ['{"type":1,"target":"A","arguments":[]}'], rest: '' });
  });

  it('accepts the JSON version 1 handshake and refuses others with the reason', () => {
    expect(parseHandshake('{"protocol":"json","version":1}')).toEqual({
      ok: true,
      value: { protocol: 'json', version: 1 },
    });
    expect(parseHandshake('{"protocol":"messagepack","version":1}')).toEqual({
      ok: false,
      error: "Requested protocol 'messagepack' is not available.",
    });
    expect(parseHandshake('{"protocol":"json","version":2}').ok).toBe(false);
    expect(parseHandshake('{"protocol":"json"').ok).toBe(false);
    expect(parseHandshake('{"type":6}').ok).toBe(false);
  });

  it('reads invocations with and without an id, pings and closes', () => {
    expect(parseHubMessage('{"type":1,"invocationId":"0","target":"ConnectedAsync","arguments":["t"]}')).toEqual({
      ok: true,
      value: { type: 1, invocationId: '0', target: 'ConnectedAsync', arguments: ['t'] },
    });
    expect(parseHubMessage('{"type":1,"target":"MainConnected","arguments":[{}]}').ok).toBe(true);
    expect(parseHubMessage('{"type":6}')).toEqual({ ok: true, value: { type: 6 } });
    // A ping written otherwise is read through the schema, and is one all the same.
    expect(parseHubMessage('{ "type": 6 }')).toEqual({ ok: true, value: { type: 6 } });
    expect(parseHubMessage('{"type":7}')).toEqual({ ok: true, value: { type: 7 } });
  });

  it.each([
    ['not JSON', 'nonsense'],
    ['an unknown type', '{"type":99}'],
    ['an invocation without a target', '{"type":1,"arguments":[]}'],
    ['arguments that are not a list', '{"type":1,"target":"A","arguments":{}}'],
    ['an over-long invocation id', `{"type":1,"invocationId":"${'x'.repeat(200)}","target":"A","arguments":[]}`],
    ['a bare value', '42'],
  ])('gives an error value, never an exception, for %s', (_case, text) => {
    expect(parseHubMessage(text).ok).toBe(false);
  });

  it('writes frames ending in the record separator', () => {
    expect(pingFrame()).toBe(`{"type":6}${RS}`);
    expect(closeFrame('Server is stopping.', true)).toBe(
      `{"type":7,"error":"Server is stopping.","allowReconnect":true}${RS}`,
    );
    expect(invocationFrame('LogOutOnAccessToken', ['elsewhere'])).toBe(
      `{"type":1,"target":"LogOutOnAccessToken","arguments":["elsewhere"]}${RS}`,
    );
    expect(completionFrame('3', { result: { ok: true } })).toBe(
      `{"type":3,"invocationId":"3","result":{"ok":true}}${RS}`,
    );
    expect(completionFrame('4', {})).toBe(`{"type":3,"invocationId":"4"}${RS}`);
    expect(completionFrame('5', { error: "Unknown hub method 'Nope'." })).toBe(
      `{"type":3,"invocationId":"5","error":"Unknown hub method 'Nope'."}${RS}`,
    );
  });
});
