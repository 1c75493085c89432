import { create } from 'zustand';
import { useInterfaceStore } from '../../../stores/interface-store';
import { type ShownNotification, withNotification, withoutNotification } from './shown-notification';

export interface FireAlarmState {
  /** Fire alarms not yet acknowledged, oldest first. */
  alarms: ShownNotification[];
}

export interface FireAlarmActions {
  raise(shown: ShownNotification): void;
  acknowledge(id: string): void;
  clear(): void;
}

/** Keeps docs/spec.md §3's interface state "FireAlarm" (state flag, info list) in step. */
function mirror(alarms: ShownNotification[]): { alarms: ShownNotification[] } {
  useInterfaceStore.getState().setFireAlarm(
    alarms.length > 0,
    alarms.map((alarm) => alarm.message),
  );
  return { alarms };
}

/** The active fire alarms listed by the Fire Alarm box (docs/spec.md §2); in memory only (docs/spec.md §4 "Storage"). */
export const useFireAlarmStore = create<FireAlarmState & FireAlarmActions>()((set) => ({
  alarms: [],
  raise: (shown) => set((state) => mirror(withNotification(state.alarms, shown))),
  acknowledge: (id) => set((state) => mirror(withoutNotification(state.alarms, id))),
  clear: () => set(mirror([])),
}));
