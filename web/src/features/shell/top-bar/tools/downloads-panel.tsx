import { DOWNLOAD_WINDOW_DAYS, type DownloadTask, type DownloadWindowDays } from '@workbench/contracts';
import { Empty, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { allDownloadTasks, useDownloadsStore } from '../../../../stores/downloads-store';
import { useRuntimeConfigStore } from '../../../../stores/runtime-config-store';
import { downloadStatusView } from './download-status';
import { DownloadFileButton } from './downloads-file-button';
import { openableFileAddress } from './file-address';
import './tool-panels.css';

const WINDOW_LABELS = {
  1: 'topBar.downloadWindow1',
  3: 'topBar.downloadWindow3',
  7: 'topBar.downloadWindow7',
} as const satisfies Record<DownloadWindowDays, string>;

function DownloadTaskRow({ task }: { task: DownloadTask }) {
  const { t } = useTranslation();
  const baseUrl = useRuntimeConfigStore((s) => s.apiBaseUrl);
  const status = downloadStatusView(task.taskStatus);
  const href = status.downloadable ? openableFileAddress(task.fileUrl, baseUrl) : null;

  return (
    <li className="wb-tool-list-item wb-download-item">
      <span className="wb-download-text">
        <span className="wb-tool-list-title" title={task.fileName}>
          {task.fileName}
        </span>
        <span className={`wb-download-status is-${status.tone}`}>{t(status.labelKey)}</span>
      </span>
      {href ? <DownloadFileButton address={href} fileName={task.fileName} baseUrl={baseUrl} /> : null}
    </li>
  );
}

/** The downloads popover: window choice (1 day, 3 days, 1 week) and the tasks with their status. */
export function DownloadsPanel() {
  const { t } = useTranslation();
  const { groups, days, setDays } = useDownloadsStore(
    useShallow((s) => ({ groups: s.groups, days: s.days, setDays: s.setDays })),
  );
  const tasks = allDownloadTasks(groups);

  return (
    <div className="wb-downloads">
      <Radio.Group
        size="small"
        optionType="button"
        buttonStyle="solid"
        aria-label={t('topBar.downloadWindow')}
        value={days}
        onChange={(event) => setDays(event.target.value as DownloadWindowDays)}
        options={DOWNLOAD_WINDOW_DAYS.map((value) => ({ value, label: t(WINDOW_LABELS[value]) }))}
      />
      {tasks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('topBar.downloadsEmpty')} />
      ) : (
        <ul className="wb-tool-list">
          {tasks.map((task, index) => (
            // The hub sends no task id; a file name may repeat across groups.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced as a whole on every push
            <DownloadTaskRow key={`${index}-${task.fileName}`} task={task} />
          ))}
        </ul>
      )}
    </div>
  );
}
