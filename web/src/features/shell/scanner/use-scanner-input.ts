import { WedgeBurst } from '@workbench/contracts';
import { typesText } from '@workbench/contracts/app-bridge';
import { useEffect, useRef } from 'react';

/**
 * Listens for a barcode reader (keyboard wedge) on the whole window: a burst typed while no text
 * field has the focus (the card sign-in's rule, WedgeBurst) goes to `onScan`, and its Enter does
 * not press the focused button. Keys typed into a field are the field's, as typed. A frame that
 * has the focus gets the keys itself; app-kit's useScan watches for bursts there.
 */
export function useScannerInput(onScan: (code: string) => void): void {
  const handler = useRef(onScan);
  handler.current = onScan;
  useEffect(() => {
    const detector = new WedgeBurst();
    const onKey = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      if (typesText(event.target)) {
        detector.reset();
        return;
      }
      const code = detector.key(event.key, event.timeStamp);
      if (code === null) return;
      event.preventDefault();
      handler.current(code);
    };
    // Capturing, so that the burst's Enter is ours before a focused button acts on it.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}
