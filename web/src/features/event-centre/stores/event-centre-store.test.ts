import { describe, expect, it } from 'vitest';
import { createEventCentreStore } from './event-centre-store';

describe('one event centre page’s state', () => {
  it('starts again at page 1 on a new filter or page size, and keeps the selection', () => {
    const store = createEventCentreStore();
    store.getState().turnPage(3, 20);
    store.getState().select(['ev-1', 'ev-2']);
    store.getState().setFilters({ acknowledged: 'no' });
    expect(store.getState()).toMatchObject({ page: 1, selectedIds: ['ev-1', 'ev-2'] });
    store.getState().turnPage(2, 20);
    store.getState().toggleType(0);
    expect(store.getState()).toMatchObject({ page: 1, filters: { types: [0] } });
    store.getState().turnPage(4, 50);
    expect(store.getState()).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('after an act on the selection, forgets the events it changed; a refused or cancelled act keeps them', () => {
    const store = createEventCentreStore();
    store.getState().select(['ev-1', 'ev-2', 'ev-3']);
    store.getState().startAct('resolve', ['ev-1', 'ev-2']);
    store.getState().endAct(false);
    expect(store.getState()).toMatchObject({ dialog: null, selectedIds: ['ev-1', 'ev-2', 'ev-3'] });
    store.getState().startAct('resolve', ['ev-1', 'ev-2']);
    store.getState().endAct(true);
    expect(store.getState()).toMatchObject({ dialog: null, selectedIds: ['ev-3'] });
  });

  it('an act on one event outside the selection leaves the selection as it is', () => {
    const store = createEventCentreStore();
    store.getState().select(['ev-1']);
    store.getState().startAct('acknowledge', ['ev-9']);
    store.getState().endAct(true);
    expect(store.getState().selectedIds).toEqual(['ev-1']);
  });

  it('each page has its own state, so that a new session starts from the defaults', () => {
    const first = createEventCentreStore();
    first.getState().setFilters({ text: 'belt' });
    expect(createEventCentreStore().getState().filters.text).toBe('');
  });
});
