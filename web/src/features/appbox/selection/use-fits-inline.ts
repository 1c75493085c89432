import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

/** The items of `root` that must stay whole; any of them reaching past its right edge means it does not fit. */
function overflows(root: HTMLElement): boolean {
  const edge = root.getBoundingClientRect().right;
  return [...root.querySelectorAll<HTMLElement>(':scope > [data-fit-item]')].some(
    (item) => item.getBoundingClientRect().right > edge + 1,
  );
}

/**
 * Whether the inline form fits the room the top bar leaves it. That room depends on which menus
 * the user's permissions show and on the language, so it is measured rather than guessed by a
 * breakpoint: the inline form is tried (before paint) whenever the window or the content changes,
 * and gives way to the compact one when it overflows.
 */
export function useFitsInline(ref: RefObject<HTMLElement | null>, contentKey: string): boolean {
  const [fits, setFits] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let frame = 0;
    const retry = () => {
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(() => {
        setFits(true);
        setAttempt((n) => n + 1);
      });
    };
    window.addEventListener('resize', retry);
    return () => {
      window.removeEventListener('resize', retry);
      window.cancelAnimationFrame(frame);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new content is a reason to try the inline form again
  useLayoutEffect(() => setFits(true), [contentKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measured on every attempt
  useLayoutEffect(() => {
    if (fits && ref.current && overflows(ref.current)) setFits(false);
  }, [fits, attempt, contentKey, ref]);

  return fits;
}
