import { listenForScans } from '@workbench/contracts/app-bridge';
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

  // Bursts typed in this frame while the focus is in no text field.
  useEffect(() => listenForScans(window, (code) => handler.current(code)), []);
}
