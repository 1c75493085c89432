import { listenForScans } from '@workbench/contracts/app-bridge';
import { useEffect, useRef } from 'react';

/**
 * Listens for a barcode reader (keyboard wedge) on the whole window (contracts' listenForScans):
 * a burst typed while no text field has the focus goes to `onScan`. A frame that has the focus
 * gets the keys itself; app-kit's useScan watches for bursts there.
 */
export function useScannerInput(onScan: (code: string) => void): void {
  const handler = useRef(onScan);
  handler.current = onScan;
  useEffect(() => listenForScans(window, (code) => handler.current(code)), []);
}
