import type { RealtimeStatus } from '../../../stores/realtime-status-store';
import type { HubName } from './hub-connection';

/**
 * Where one hub's connection stands: `connecting` before it ever connected, `reconnecting` right
 * after a loss, `offline` once an attempt to get it back has failed (or the server refused it).
 * `since` is when it stopped being connected (or began connecting).
 */
export interface LinkStatus {
  state: 'stopped' | 'connecting' | 'connected' | 'reconnecting' | 'offline';
  since: number | null;
}

export const STOPPED: LinkStatus = { state: 'stopped', since: null };

/** Without these two, a screen misses fire alarms and sign-outs; without downloads it only lags. */
const ESSENTIAL: readonly HubName[] = ['monitor', 'notification'];

function earliest(statuses: LinkStatus[]): number | null {
  const times = statuses.map((status) => status.since).filter((since): since is number => since !== null);
  return times.length > 0 ? Math.min(...times) : null;
}

/**
 * The one real-time state the top bar shows for the three hubs: offline when the monitor or the
 * notification hub is offline (since the first of them went); connecting or reconnecting while
 * any hub is on its way back (a download hub that stays away never counts as offline).
 */
export function combineLinkStatuses(links: Readonly<Record<HubName, LinkStatus>>): RealtimeStatus {
  const all = Object.values(links);
  if (all.every((link) => link.state === 'stopped')) return { state: 'idle', since: null };
  const offline = ESSENTIAL.map((hub) => links[hub]).filter((link) => link.state === 'offline');
  if (offline.length > 0) return { state: 'offline', since: earliest(offline) };
  const away = all.filter((link) => link.state !== 'connected' && link.state !== 'stopped');
  if (away.length === 0) return { state: 'connected', since: null };
  const state = away.some((link) => link.state === 'connecting') ? 'connecting' : 'reconnecting';
  return { state, since: earliest(away) };
}
