import { afterEach, describe, expect, it } from 'vitest';
import { allDownloadTasks, useDownloadsStore } from './downloads-store';

const initial = useDownloadsStore.getState();
afterEach(() => useDownloadsStore.setState(initial, true));

describe('downloads store', () => {
  it('starts empty with the 1-day window (docs/spec.md §9)', () => {
    expect(useDownloadsStore.getState().groups).toEqual([]);
    expect(useDownloadsStore.getState().days).toBe(1);
  });

  it('replaces the groups with each push and keeps the chosen window', () => {
    const { setGroups, setDays } = useDownloadsStore.getState();
    setDays(7);
    setGroups([{ taskList: [{ fileName: 'a.xlsx', fileUrl: '', taskStatus: 0 }] }]);
    setGroups([
      { taskList: [{ fileName: 'b.xlsx', fileUrl: '', taskStatus: 5 }] },
      { taskList: [{ fileName: 'c.xlsx', fileUrl: '/c.xlsx', taskStatus: 10 }] },
    ]);
    const state = useDownloadsStore.getState();
    expect(allDownloadTasks(state.groups).map((task) => task.fileName)).toEqual(['b.xlsx', 'c.xlsx']);
    expect(state.days).toBe(7);
  });

  it('starts over when the session ends: no list, the default window', () => {
    const { setGroups, setDays, reset } = useDownloadsStore.getState();
    setDays(3);
    setGroups([{ taskList: [{ fileName: 'a.xlsx', fileUrl: '', taskStatus: 10 }] }]);
    reset();
    expect(useDownloadsStore.getState().groups).toEqual([]);
    expect(useDownloadsStore.getState().days).toBe(1);
  });
});
