import { MobileOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolButton } from './tool-button';

// antd's Modal comes with the preview when it is first opened, not with the frame.
const PdaPreviewModal = lazy(() => import('./pda-preview-modal').then((m) => ({ default: m.PdaPreviewModal })));

/** Button 2 (docs/spec.md §2): the current page in a phone-sized frame. */
export function PdaPreviewButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so that closing plays antd's closing motion.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <ToolButton
        label={t('topBar.pdaPreview')}
        icon={<MobileOutlined />}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <PdaPreviewModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
