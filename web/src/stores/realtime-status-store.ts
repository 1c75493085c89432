import { create } from 'zustand';

/**
 * The state of the session's real-time connections, as the top bar shows it: a screen that no
 * longer hears the hubs (no fire alarms, no sign-outs) must say so. Written by the real-time
 * feature, read by the shell.
 */
export type RealtimeState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface RealtimeStatus {
  state: RealtimeState;
  /** When the connections stopped being connected (epoch ms); null while connected or idle. */
  since: number | null;
}

interface RealtimeStatusStore extends RealtimeStatus {
  setStatus(status: RealtimeStatus): void;
}

export const useRealtimeStatusStore = create<RealtimeStatusStore>()((set) => ({
  state: 'idle',
  since: null,
  setStatus: ({ state, since }) => set({ state, since }),
}));
