import { writeLocal } from '../../lib/browser-storage';
import { LOCAL_KEYS, SESSION_BROADCAST_CHANNEL } from '../../lib/storage-keys';

/**
 * Tells the portal's other browser tabs that the session ended (docs/spec.md §4), over a
 * BroadcastChannel, or through a storage event where BroadcastChannel is missing.
 */
interface SessionMessage {
  type: 'logout';
  at: number;
}

function isSessionMessage(value: unknown): value is SessionMessage {
  return !!value && typeof value === 'object' && 'type' in value && value.type === 'logout';
}

/**
 * One channel object per tab, for sending and receiving: a BroadcastChannel does not deliver
 * to the object that sent, so the tab never hears its own logout.
 */
let channel: BroadcastChannel | null | undefined;

function tabChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_BROADCAST_CHANNEL) : null;
  }
  return channel;
}

export function broadcastLogout(): void {
  const message: SessionMessage = { type: 'logout', at: Date.now() };
  const open = tabChannel();
  if (open) {
    open.postMessage(message);
    return;
  }
  // Storage events reach only the other tabs, and only for a changed value: the time stamp
  // makes each message new.
  writeLocal(LOCAL_KEYS.sessionBroadcast, JSON.stringify(message));
}

/** Calls `onLogout` when another tab logs out; returns the clean-up. */
export function listenForLogout(onLogout: () => void): () => void {
  const open = tabChannel();
  if (open) {
    const onMessage = (event: MessageEvent) => {
      if (isSessionMessage(event.data)) onLogout();
    };
    open.addEventListener('message', onMessage);
    return () => open.removeEventListener('message', onMessage);
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LOCAL_KEYS.sessionBroadcast || !event.newValue) return;
    try {
      if (isSessionMessage(JSON.parse(event.newValue))) onLogout();
    } catch {
      // Not ours or garbled: ignore.
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
