import { CHANNEL_KINDS, type ChannelKind } from '@workbench/contracts';
import { matchPath } from 'react-router';

/** The integration list (docs/spec.md §2). */
export const INTEGRATIONS_PATH = '/SYSIntegration';

/** Each kind's own editor route (docs/spec.md §2): /EmailChannel/{ID?}, /RobotChannel/{ID?}, /pluginChannel/{ID?}. */
const EDITOR_ROUTE: Record<ChannelKind, string> = {
  email: '/EmailChannel',
  robot: '/RobotChannel',
  plugin: '/pluginChannel',
};

/** "new", "0" and the like are read as "no id" too: links written by hand elsewhere may use them. */
const NONE_VALUES = new Set(['', '-', 'new', '0', 'null', 'undefined']);

export interface ChannelEditorRoute {
  kind: ChannelKind;
  /** The channel edited; null creates one. */
  id: string | null;
}

export function channelEditorPath(kind: ChannelKind, id: string | null): string {
  return id ? `${EDITOR_ROUTE[kind]}/${encodeURIComponent(id)}` : EDITOR_ROUTE[kind];
}

function kindOf(value: string | undefined): ChannelKind | null {
  const lower = value?.toLowerCase();
  return CHANNEL_KINDS.find((kind) => kind === lower) ?? null;
}

const idOf = (value: string | undefined) => (value === undefined || NONE_VALUES.has(value) ? null : value);

/**
 * Reads an editor's address: a kind's own route, or /EditSYSIntegration/{type}/{ID?} with the
 * type named as the kinds are (email | robot | plugin). Null for an unknown type.
 */
export function parseChannelEditorPath(path: string): ChannelEditorRoute | null {
  const generic = matchPath('/EditSYSIntegration/:type/:ID?', path);
  if (generic) {
    const kind = kindOf(generic.params.type);
    return kind ? { kind, id: idOf(generic.params.ID) } : null;
  }
  for (const kind of Object.keys(EDITOR_ROUTE) as ChannelKind[]) {
    const own = matchPath({ path: `${EDITOR_ROUTE[kind]}/:ID?`, caseSensitive: false }, path);
    if (own) return { kind, id: idOf(own.params.ID) };
  }
  return null;
}
