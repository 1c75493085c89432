import { WedgeBurst } from '@workbench/contracts';
import { typesText } from '@workbench/contracts/app-bridge';
import { useEffect, useRef } from 'react';
import { useHostSession } from '../host/host-session-context';

/**
 * Calls `onScan` with each code a barcode reader (keyboard wedge) scans while this page is shown:
 * the codes the shell delivers when it has the focus, and the bursts typed in this frame when
 * the focus is here but in no text field (a worker who tapped the table). What a reader types
 * into a field stays in the field. One page at a time should use it: the shown one.
 */
export function useScan(onScan: (code: string) => void): void {
  const session = useHostSession();
  const handler = useRef(onScan);
  handler.current = onScan;

  useEffect(() => session.subscribeScan((code) => handler.current(code)), [session]);

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
      // The burst's Enter is the scanner's, not a press of the focused button.
      event.preventDefault();
      handler.current(code);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}
