import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pdaPreviewAddress } from './preview-address';
import './pda-preview.css';

/** A common PDA screen in CSS pixels, and the phone body drawn around it. */
export const PDA_SCREEN = { width: 375, height: 667 } as const;
const BEZEL = { side: 14, top: 52, bottom: 60 } as const;
const PHONE = {
  width: PDA_SCREEN.width + 2 * BEZEL.side,
  height: PDA_SCREEN.height + BEZEL.top + BEZEL.bottom,
} as const;
/** Room the modal needs around the phone: its padding, title and the page margin. */
const MODAL_CHROME = { width: 48 + 32, height: 56 + 48 + 64 } as const;

function fitScale(): number {
  if (typeof window === 'undefined') return 1;
  const byWidth = (window.innerWidth - MODAL_CHROME.width) / PHONE.width;
  const byHeight = (window.innerHeight - MODAL_CHROME.height) / PHONE.height;
  return Math.max(0.4, Math.min(1, byWidth, byHeight));
}

/** Shrinks the phone to fit small windows; the framed portal keeps its 375 px handheld layout. */
function usePhoneScale(active: boolean): number {
  const [scale, setScale] = useState(fitScale);
  useEffect(() => {
    if (!active) return;
    const update = () => setScale(fitScale());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [active]);
  return scale;
}

/**
 * The framed page. It follows the route on its own, and exists only while the preview is open
 * (the modal destroys its content when hidden), so navigating does not re-render the closed modal.
 */
function PdaScreen({ title }: { title: string }) {
  const { pathname, search } = useLocation();
  return (
    <iframe
      className="wb-pda-screen"
      title={title}
      src={pdaPreviewAddress(pathname, search)}
      width={PDA_SCREEN.width}
      height={PDA_SCREEN.height}
    />
  );
}

export interface PdaPreviewModalProps {
  open: boolean;
  onClose(): void;
}

/**
 * The current page framed at a phone's size inside a drawn phone, in the portal's handheld layout
 * (the full-screen menu, the back stack, the scanner input), as a worker's PDA shows it.
 */
export function PdaPreviewModal({ open, onClose }: PdaPreviewModalProps) {
  const { t } = useTranslation();
  const scale = usePhoneScale(open);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      centered
      destroyOnHidden
      title={t('topBar.pdaPreviewTitle')}
      width={Math.ceil(PHONE.width * scale) + 48}
      classNames={{ body: 'wb-pda-preview-body' }}
    >
      <div className="wb-pda-stage" style={{ width: PHONE.width * scale, height: PHONE.height * scale }}>
        <div
          className="wb-pda-phone"
          style={{
            width: PHONE.width,
            height: PHONE.height,
            padding: `${BEZEL.top}px ${BEZEL.side}px ${BEZEL.bottom}px`,
            transform: scale === 1 ? undefined : `scale(${scale})`,
          }}
        >
          <span className="wb-pda-speaker" aria-hidden />
          <PdaScreen title={t('topBar.pdaPreviewFrame')} />
          <span className="wb-pda-home" aria-hidden />
        </div>
      </div>
    </Modal>
  );
}
