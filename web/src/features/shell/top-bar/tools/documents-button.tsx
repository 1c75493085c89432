import { FileTextOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../../ui/page-loading';
import { useFocusReturn } from '../use-focus-return';
import { ToolButton } from './tool-button';
import { ToolPopover } from './tool-popover';

// The panel loads when first opened, not with the frame.
const DocumentsPanel = lazy(() => import('./documents-panel').then((m) => ({ default: m.DocumentsPanel })));

/** Button 4 (docs/spec.md §2): the documents list, loaded when first opened. */
export function DocumentsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { triggerId, restoreFocus } = useFocusReturn();
  const [opened, setOpened] = useState(false);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setOpened(true);
  };

  return (
    <ToolPopover
      open={open}
      onOpenChange={onOpenChange}
      onClosed={restoreFocus}
      title={t('topBar.documents')}
      content={
        <Suspense fallback={<PageLoading inline />}>
          <DocumentsPanel enabled={opened} />
        </Suspense>
      }
    >
      <ToolButton
        id={triggerId}
        label={t('topBar.documents')}
        icon={<FileTextOutlined />}
        aria-haspopup="dialog"
        aria-expanded={open}
        hideTooltip={open}
      />
    </ToolPopover>
  );
}
