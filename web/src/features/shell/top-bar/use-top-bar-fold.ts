import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * How far the top bar has folded to fit its row, one step at a time, in this order:
 * 1 the texts that repeat an icon (product name, language name), 2 the user's name and role,
 * 3 what the bar's contents mark optional (`data-top-bar-optional`: the application's name and the
 * data-permission label of the selection), 4 the menu groups into one "Menus" dropdown,
 * 5 the left side clips rather than running under the right side.
 */
export const TOP_BAR_FOLD_STEPS = 5;
export const MENUS_FOLD_STEP = 4;

/** The text of the bar outside its menu groups: the groups' text changes when they fold, nothing else's does. */
function contentSignature(bar: HTMLElement): string {
  const texts: string[] = [];
  const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('.wb-top-menus') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.nodeValue ?? '');
  return texts.join('\u0000');
}

/** How many pixels the bar's row needs beyond what it has. */
function overflowOf(bar: HTMLElement): number {
  const start = bar.firstElementChild;
  return (
    Math.max(0, bar.scrollWidth - bar.clientWidth) + (start ? Math.max(0, start.scrollWidth - start.clientWidth) : 0)
  );
}

/**
 * The fold step at which the top bar's row fits, measured, not guessed from a breakpoint: label
 * lengths differ a lot between languages (Systemverwaltung vs 系统管理), the selection comes and
 * goes, a real-time badge appears while offline. The bar starts unfolded, folds one step while it
 * overflows (before paint), and remembers the width each step needed, so that a wider window
 * unfolds it again without trying every step. Whatever changes the bar's content (the text
 * outside the menu groups, or `contentKey`: language, permitted groups, buttons) forgets those
 * widths and measures afresh.
 */
export function useTopBarFold(barRef: RefObject<HTMLElement | null>, contentKey: string): number {
  const [step, setStep] = useState(0);
  const needed = useRef<(number | undefined)[]>([]);
  const signature = useRef<string | null>(null);

  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const check = () => {
      const current = `${contentKey}\u0001${contentSignature(bar)}`;
      if (current !== signature.current) {
        signature.current = current;
        needed.current = [];
        if (step !== 0) {
          setStep(0);
          return;
        }
      }
      const width = bar.clientWidth;
      const overflow = overflowOf(bar);
      if (overflow > 0) {
        needed.current[step] = width + overflow;
        if (step < TOP_BAR_FOLD_STEPS) setStep(step + 1);
        return;
      }
      // It fits: unfold to the first step that has not been seen to need more than this width.
      for (let lower = 0; lower < step; lower += 1) {
        const need = needed.current[lower];
        if (need === undefined || need <= width) {
          setStep(lower);
          return;
        }
      }
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(bar);
    // Content that grows or shrinks on its own (the selection, the real-time badge) resizes these.
    for (const side of bar.children) observer.observe(side);
    for (const part of bar.querySelectorAll('.wb-top-bar-slot, .wb-top-bar-end > *')) observer.observe(part);
    return () => observer.disconnect();
  }, [barRef, step, contentKey]);

  return step;
}
