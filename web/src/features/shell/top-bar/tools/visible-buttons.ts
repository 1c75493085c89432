import { BUTTON_CODES } from '@workbench/contracts';

export type ButtonCode = (typeof BUTTON_CODES)[keyof typeof BUTTON_CODES];

const KNOWN: readonly number[] = Object.values(BUTTON_CODES);

/**
 * The top bar's icon buttons from the settings' btnGroup (docs/spec.md §2): in the order listed, each at
 * most once, unknown codes skipped. The order is BUTTON_CODES' (1 full screen … 5 language) only
 * when the settings list them so.
 */
export function visibleButtons(btnGroup: readonly number[]): ButtonCode[] {
  const shown: ButtonCode[] = [];
  for (const code of btnGroup) {
    if (KNOWN.includes(code) && !shown.includes(code as ButtonCode)) shown.push(code as ButtonCode);
  }
  return shown;
}
