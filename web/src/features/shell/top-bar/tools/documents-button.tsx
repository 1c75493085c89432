import { FileTextOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from '../use-focus-return';
import { DocumentsPanel } from './documents-panel';
import { ToolButton } from './tool-button';
import { ToolPopover } from './tool-popover';

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
      content={<DocumentsPanel enabled={opened} />}
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
