/**
 * Whether a key pressed on this element types into it. A scanner's keystrokes there belong to the
 * field, as typed; only keys that would type nowhere are taken for a scan.
 */
export function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  return target instanceof HTMLElement && target.isContentEditable === true;
}

/** Inputs a key does not type into (a button-like or choice input). */
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);
