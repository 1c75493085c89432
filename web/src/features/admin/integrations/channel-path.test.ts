import { describe, expect, it } from 'vitest';
import { channelEditorPath, parseChannelEditorPath } from './channel-path';

describe('channel editor addresses', () => {
  it('read each kind’s own route, with and without an id', () => {
    expect(parseChannelEditorPath('/EmailChannel')).toEqual({ kind: 'email', id: null });
    expect(parseChannelEditorPath('/RobotChannel/42')).toEqual({ kind: 'robot', id: '42' });
    expect(parseChannelEditorPath('/pluginChannel/new')).toEqual({ kind: 'plugin', id: null });
  });

  it('read the generic editor by its type and refuse an unknown one', () => {
    expect(parseChannelEditorPath('/EditSYSIntegration/robot/7')).toEqual({ kind: 'robot', id: '7' });
    expect(parseChannelEditorPath('/EditSYSIntegration/Email')).toEqual({ kind: 'email', id: null });
    expect(parseChannelEditorPath('/EditSYSIntegration/contacts/1')).toBeNull();
  });

  it('write the kind’s own route', () => {
    expect(channelEditorPath('plugin', null)).toBe('/pluginChannel');
    expect(channelEditorPath('email', 'a b')).toBe('/EmailChannel/a%20b');
  });
});
