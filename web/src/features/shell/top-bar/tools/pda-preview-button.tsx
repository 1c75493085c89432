import { MobileOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdaPreviewModal } from './pda-preview-modal';
import { ToolButton } from './tool-button';

/** Button 2 (docs/spec.md §2): the current page in a phone-sized frame. */
export function PdaPreviewButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToolButton label={t('topBar.pdaPreview')} icon={<MobileOutlined />} onClick={() => setOpen(true)} />
      <PdaPreviewModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
