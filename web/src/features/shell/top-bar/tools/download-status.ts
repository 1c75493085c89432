import { DOWNLOAD_TASK_STATUS } from '@workbench/contracts';
import type { TopBarTextKey } from '../../../../i18n/dictionaries/top-bar/en';

export interface DownloadStatusView {
  labelKey: TopBarTextKey;
  /** Colour family of the status pill (tool-panels.css), chosen for AA contrast. */
  tone: 'neutral' | 'progress' | 'success' | 'danger' | 'warning';
  /** docs/spec.md §4: only a complete export offers its file. */
  downloadable: boolean;
}

const VIEWS: Record<number, DownloadStatusView> = {
  [DOWNLOAD_TASK_STATUS.preparing]: { labelKey: 'topBar.statusPreparing', tone: 'neutral', downloadable: false },
  [DOWNLOAD_TASK_STATUS.exporting]: { labelKey: 'topBar.statusExporting', tone: 'progress', downloadable: false },
  [DOWNLOAD_TASK_STATUS.complete]: { labelKey: 'topBar.statusComplete', tone: 'success', downloadable: true },
  [DOWNLOAD_TASK_STATUS.failed]: { labelKey: 'topBar.statusFailed', tone: 'danger', downloadable: false },
  [DOWNLOAD_TASK_STATUS.timedOut]: { labelKey: 'topBar.statusTimedOut', tone: 'warning', downloadable: false },
};

const UNKNOWN: DownloadStatusView = { labelKey: 'topBar.statusUnknown', tone: 'neutral', downloadable: false };

/** How a task status shows in the downloads list (docs/spec.md §4 "Download task status"). */
export function downloadStatusView(taskStatus: number): DownloadStatusView {
  return VIEWS[taskStatus] ?? UNKNOWN;
}
