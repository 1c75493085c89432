import { create } from 'zustand';
import { type ShownNotification, withNotification, withoutNotification } from './shown-notification';

export interface PopUpsState {
  /** Open pop-ups, oldest first. */
  popUps: ShownNotification[];
}

export interface PopUpsActions {
  show(shown: ShownNotification): void;
  close(id: string): void;
  clear(): void;
}

/** The notification pop-ups on screen (docs/spec.md §2 "Notification pop-ups"); in memory only. */
export const usePopUpsStore = create<PopUpsState & PopUpsActions>()((set) => ({
  popUps: [],
  show: (shown) => set((state) => ({ popUps: withNotification(state.popUps, shown) })),
  close: (id) => set((state) => ({ popUps: withoutNotification(state.popUps, id) })),
  clear: () => set({ popUps: [] }),
}));
