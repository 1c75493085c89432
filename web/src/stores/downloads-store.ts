import { create } from 'zustand';

/** SPEC §4 "Download task status": 0 preparing, 5 exporting, 10 complete, 20 failed, 30 timed out. */
export const DOWNLOAD_TASK_STATUS = {
  preparing: 0,
  exporting: 5,
  complete: 10,
  failed: 20,
  timedOut: 30,
} as const;

/** One export task (SPEC §3, API.md §6 TaskGroup.taskList). */
export interface DownloadTask {
  fileName: string;
  fileUrl: string;
  /** One of DOWNLOAD_TASK_STATUS; kept a number because the hub may send codes this portal does not know. */
  taskStatus: number;
}

/** SPEC §3 "Download task group", pushed by the download-task monitor hub as SendMessage. */
export interface DownloadTaskGroup {
  taskList: DownloadTask[];
}

/** SPEC §9: the download window options, in days; 7 is "1 week". */
export const DOWNLOAD_WINDOW_DAYS = [1, 3, 7] as const;
export type DownloadWindowDays = (typeof DOWNLOAD_WINDOW_DAYS)[number];
export const DEFAULT_DOWNLOAD_WINDOW_DAYS: DownloadWindowDays = 1;

export interface DownloadsState {
  groups: DownloadTaskGroup[];
  /** The window the user chose; the hub connection sends it as `days` (MainConnected, ChangeGroupByLang). */
  days: DownloadWindowDays;
}

export interface DownloadsActions {
  /** Replaces the groups with the hub's latest list (it always sends the whole list). */
  setGroups(groups: DownloadTaskGroup[]): void;
  setDays(days: DownloadWindowDays): void;
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
}));

/** Every task of every group, in the order the hub sent them. */
export function allDownloadTasks(groups: readonly DownloadTaskGroup[]): DownloadTask[] {
  return groups.flatMap((group) => group.taskList);
}
