import { createContext, useContext } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';
import { changeFilters, DEFAULT_FILTERS, type EventFilters, toggleType } from './event-filters';

/** An act on one event or on the selected ones, open in its dialog. */
export type EventActKind = 'acknowledge' | 'resolve' | 'assign' | 'shelve';
export interface EventActDialog {
  kind: EventActKind;
  ids: string[];
}

export interface EventCentreState {
  filters: EventFilters;
  page: number;
  pageSize: number;
  /** Rows chosen for an act in bulk; kept while turning pages, and across live refreshes. */
  selectedIds: string[];
  /** The event shown in the drawer. */
  openId: string | null;
  /** The act whose dialog is open (acknowledge with a comment, resolve, assign, shelve). */
  dialog: EventActDialog | null;
  raising: boolean;
}

export interface EventCentreActions {
  /** A change of filters starts again at page 1; the selection stays (it names events, not rows). */
  setFilters(change: Partial<EventFilters>): void;
  toggleType(type: number): void;
  resetFilters(): void;
  turnPage(page: number, pageSize: number): void;
  select(ids: readonly string[]): void;
  clearSelection(): void;
  openEvent(id: string): void;
  closeEvent(): void;
  startAct(kind: EventActKind, ids: readonly string[]): void;
  /** The dialog's act is over; a bulk act done on the selection clears it. */
  endAct(done: boolean): void;
  setRaising(raising: boolean): void;
}

/** As on the administration pages. */
export const EVENT_PAGE_SIZE = 20;

export type EventCentreStore = StoreApi<EventCentreState & EventCentreActions>;

/**
 * The state of one event centre page (each open page has its own, so a new session starts from
 * the defaults): filters, page, selection, the open event and the open dialog.
 */
export function createEventCentreStore(): EventCentreStore {
  return createStore<EventCentreState & EventCentreActions>()((set) => ({
    filters: DEFAULT_FILTERS,
    page: 1,
    pageSize: EVENT_PAGE_SIZE,
    selectedIds: [],
    openId: null,
    dialog: null,
    raising: false,
    setFilters: (change) => set((state) => ({ filters: changeFilters(state.filters, change), page: 1 })),
    toggleType: (type) =>
      set((state) => ({ filters: { ...state.filters, types: toggleType(state.filters.types, type) }, page: 1 })),
    resetFilters: () => set({ filters: DEFAULT_FILTERS, page: 1 }),
    turnPage: (page, pageSize) => set((state) => ({ page: pageSize === state.pageSize ? page : 1, pageSize })),
    select: (ids) => set({ selectedIds: [...ids] }),
    clearSelection: () => set({ selectedIds: [] }),
    openEvent: (id) => set({ openId: id }),
    closeEvent: () => set({ openId: null }),
    startAct: (kind, ids) => set({ dialog: { kind, ids: [...ids] } }),
    endAct: (done) =>
      set((state) => {
        const dialog = state.dialog;
        if (!done || !dialog) return { dialog: null };
        const bulk = dialog.ids.length > 1 || state.selectedIds.includes(dialog.ids[0] ?? '');
        return {
          dialog: null,
          selectedIds: bulk ? state.selectedIds.filter((id) => !dialog.ids.includes(id)) : state.selectedIds,
        };
      }),
    setRaising: (raising) => set({ raising }),
  }));
}

export const EventCentreContext = createContext<EventCentreStore | null>(null);

/** Reads the page's event centre state (inside EventCentreContext). */
export function useEventCentre<T>(selector: (state: EventCentreState & EventCentreActions) => T): T {
  const store = useContext(EventCentreContext);
  if (!store) throw new Error('useEventCentre outside the event centre page');
  return useStore(store, selector);
}

/** The store itself, for handlers that read it when they run. */
export function useEventCentreStore(): EventCentreStore {
  const store = useContext(EventCentreContext);
  if (!store) throw new Error('useEventCentreStore outside the event centre page');
  return store;
}
