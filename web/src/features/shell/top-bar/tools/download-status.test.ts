import { describe, expect, it } from 'vitest';
import { downloadStatusView } from './download-status';

describe('download task status (docs/spec.md §4)', () => {
  it('names each status and offers the file only when the export is complete', () => {
    expect([0, 5, 10, 20, 30].map((status) => downloadStatusView(status))).toEqual([
      { labelKey: 'topBar.statusPreparing', tone: 'neutral', downloadable: false },
      { labelKey: 'topBar.statusExporting', tone: 'progress', downloadable: false },
      { labelKey: 'topBar.statusComplete', tone: 'success', downloadable: true },
      { labelKey: 'topBar.statusFailed', tone: 'danger', downloadable: false },
      { labelKey: 'topBar.statusTimedOut', tone: 'warning', downloadable: false },
    ]);
  });

  it('shows a status it does not know as unknown, without a download', () => {
    expect(downloadStatusView(15)).toEqual({ labelKey: 'topBar.statusUnknown', tone: 'neutral', downloadable: false });
  });
});
