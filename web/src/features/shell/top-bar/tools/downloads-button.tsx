import { DownloadOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allDownloadTasks, useDownloadsStore } from '../../../../stores/downloads-store';
import { PageLoading } from '../../../../ui/page-loading';
import { useFocusReturn } from '../use-focus-return';
import { DotBadge } from './dot-badge';
import { ToolButton } from './tool-button';
import { ToolPopover } from './tool-popover';

// The panel (antd's Radio) loads when first opened, not with the frame.
const DownloadsPanel = lazy(() => import('./downloads-panel').then((m) => ({ default: m.DownloadsPanel })));

/** Button 3 (docs/spec.md §2): the user's export tasks, with a dot while the list is not empty. */
export function DownloadsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { triggerId, restoreFocus } = useFocusReturn();
  const count = useDownloadsStore((s) => allDownloadTasks(s.groups).length);

  return (
    <ToolPopover
      open={open}
      onOpenChange={setOpen}
      onClosed={restoreFocus}
      title={t('topBar.downloads')}
      content={
        <Suspense fallback={<PageLoading inline />}>
          <DownloadsPanel />
        </Suspense>
      }
    >
      <DotBadge dot={count > 0}>
        <ToolButton
          id={triggerId}
          label={count > 0 ? t('topBar.downloadsCount', { count }) : t('topBar.downloads')}
          icon={<DownloadOutlined />}
          aria-haspopup="dialog"
          aria-expanded={open}
          hideTooltip={open}
        />
      </DotBadge>
    </ToolPopover>
  );
}
