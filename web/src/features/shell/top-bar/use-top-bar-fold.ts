import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** What a fold step leaves out of the top bar (top-bar.css, one class `is-folded-<part>` each). */
export type TopBarFoldPart =
  /** The texts that repeat an icon: the language's name beside the globe. */
  | 'labels'
  /** What the bar's contents mark `data-top-bar-optional`: the application's name and the data-permission label of the selection. */
  | 'optional'
  /** The user's name and role (the avatar stays; its menu names them). */
  | 'user'
  /** The product's name beside the logo. */
  | 'product'
  /** The menu groups, folded into one "Menus" dropdown. */
  | 'menus'
  /** The left side clips rather than running under the right side. */
  | 'clip';

/** The texts the bar leaves out one after another, least needed first. */
const TEXT_STEPS: readonly (readonly TopBarFoldPart[])[] = [
  [],
  ['labels'],
  ['labels', 'optional'],
  ['labels', 'optional', 'user'],
  ['labels', 'optional', 'user', 'product'],
];

/**
 * The fold steps, from the whole bar to the sparest: the texts go one after another while the
 * menu groups show; when that is not enough, the groups fold into one "Menus" dropdown, which
 * frees far more than all those texts take, so the texts come back and go again in the same
 * order; last, the left side clips. So at 1440 px with an application entered, the four groups
 * show and the product's name gives way in English and German; at 1366 px the groups are one
 * dropdown and the product's name and the user's are back. A step need not keep what the one
 * before it left out; the fold only steps forward while the row overflows, and back to a step
 * not yet seen to need more than the width there is.
 */
const FOLD_STEPS: readonly (readonly TopBarFoldPart[])[] = [
  ...TEXT_STEPS,
  ...TEXT_STEPS.map((texts) => [...texts, 'menus'] as const),
  [...(TEXT_STEPS.at(-1) ?? []), 'menus', 'clip'],
];

export const TOP_BAR_FOLD_STEPS = FOLD_STEPS.length - 1;

/** What the bar leaves out at a fold step. */
export function foldedParts(step: number): ReadonlySet<TopBarFoldPart> {
  return new Set(FOLD_STEPS[Math.min(Math.max(step, 0), TOP_BAR_FOLD_STEPS)]);
}

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
