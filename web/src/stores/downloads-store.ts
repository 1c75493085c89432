import {
  DEFAULT_DOWNLOAD_WINDOW_DAYS,
  type DownloadTask,
  type DownloadTaskGroup,
  type DownloadWindowDays,
} from '@workbench/contracts';
import { create } from 'zustand';

export interface DownloadsState {
  /** docs/spec.md §3 "Download task group", pushed by the download-task hub as SendMessage. */
  groups: DownloadTaskGroup[];
  /** The window the user chose; the hub connection sends it as `days` (MainConnected, ChangeGroupByLang). */
  days: DownloadWindowDays;
}

export interface DownloadsActions {
  /** Replaces the groups with the hub's latest list (it always sends the whole list). */
  setGroups(groups: DownloadTaskGroup[]): void;
  setDays(days: DownloadWindowDays): void;
  /** The session ended: the next user starts from an empty list and the default window. */
  reset(): void;
}

/**
 * The user's export-download tasks, shown by the top bar's downloads button. Held in memory only:
 * the hub sends the whole list again after every connect.
 */
export const useDownloadsStore = create<DownloadsState & DownloadsActions>()((set) => ({
  groups: [],
  days: DEFAULT_DOWNLOAD_WINDOW_DAYS,
  setGroups: (groups) => set({ groups }),
  setDays: (days) => set({ days }),
  reset: () => set({ groups: [], days: DEFAULT_DOWNLOAD_WINDOW_DAYS }),
}));

/** Every task of every group, in the order the hub sent them. */
export function allDownloadTasks(groups: readonly DownloadTaskGroup[]): DownloadTask[] {
  return groups.flatMap((group) => group.taskList);
}
