import { useEffect, useRef } from 'react';
import { usePagePath } from '../page-area/page-path-context';
import { listenForScans } from './scan-channel';

/**
 * For a portal page: calls `onScan` with each code a barcode reader scans while this page is the
 * one shown and no text field has the focus (what a reader types into a field stays there).
 */
export function usePageScan(onScan: (code: string) => void): void {
  const path = usePagePath();
  const handler = useRef(onScan);
  handler.current = onScan;
  useEffect(() => listenForScans(path, (code) => handler.current(code)), [path]);
}
