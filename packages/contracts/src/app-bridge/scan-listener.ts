import { WedgeBurst } from '../wedge-burst';
import { typesText } from './typing-target';

/**
 * Listens on a window for a barcode reader (keyboard wedge): a burst typed while no text field has
 * the focus (WedgeBurst, the card sign-in's rule) goes to `onScan`, and its Enter does not press
 * the focused button (the listener captures). Keys typed into a field are the field's, as typed.
 * The portal's shell and the hosted pages (app-kit's useScan) both listen so. Returns the stop.
 */
export function listenForScans(target: Window, onScan: (code: string) => void): () => void {
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
    onScan(code);
  };
  target.addEventListener('keydown', onKey, true);
  return () => target.removeEventListener('keydown', onKey, true);
}
