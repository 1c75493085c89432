import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../ui/notices';
import { deliverScan } from '../scanner/scan-channel';
import { useScannerInput } from '../scanner/use-scanner-input';

/**
 * Scans typed while the portal has the focus go to the shown page (`pagePath`; null on the menu).
 * A scan nobody takes is said so, rather than lost without a word: a worker at the line would
 * otherwise scan again and again.
 */
export function useHandheldScanner(pagePath: string | null): void {
  const { t } = useTranslation();
  const path = useRef(pagePath);
  path.current = pagePath;
  useScannerInput((code) => {
    if (path.current === null) void showNotice('warning', t('handheld.scan.noPage', { code }));
    else if (!deliverScan(path.current, code)) void showNotice('warning', t('handheld.scan.notTaken', { code }));
  });
}
