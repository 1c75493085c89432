import { type PointerEvent, type RefObject, useCallback, useEffect, useRef } from 'react';

/** How long the pointer may be away before an unpinned side area folds: long enough to cross it by accident. */
export const AUTO_FOLD_DELAY_MS = 1000;

/** Keyboard focus inside the area (or typing in its search) keeps it open; a mouse click's focus does not. */
function holdsKeyboardFocus(area: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!area || !active || !area.contains(active)) return false;
  try {
    return active.matches(':focus-visible');
  } catch {
    // A browser without :focus-visible: any focus inside keeps the area open.
    return true;
  }
}

/**
 * An unpinned side area folds to its narrow strip once the pointer has left it (docs/spec.md §2 pin
 * toggle). Only a mouse or pen leaving counts, and never while `enabled` is false (pinned,
 * dragging, the favourites editor open) or while the keyboard works inside the area.
 */
export function useAutoFold(area: RefObject<HTMLElement | null>, enabled: boolean, fold: () => void) {
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef({ enabled, fold });
  latest.current = { enabled, fold };

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => {
    if (!enabled) cancel();
  }, [enabled, cancel]);
  useEffect(() => cancel, [cancel]);

  return {
    onPointerEnter: cancel,
    onPointerLeave(event: PointerEvent) {
      if (!enabled || event.pointerType === 'touch') return;
      cancel();
      timer.current = window.setTimeout(() => {
        if (latest.current.enabled && !holdsKeyboardFocus(area.current)) latest.current.fold();
      }, AUTO_FOLD_DELAY_MS);
    },
  };
}
