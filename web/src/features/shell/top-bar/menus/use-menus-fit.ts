import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the menu groups fit in the top bar as a row. Label lengths differ a lot between
 * languages (Systemverwaltung vs 系统管理) and the selection slot comes and goes, so the bar
 * measures itself: when its left side overflows, the groups fold into one dropdown, and they
 * unfold once the bar is again as wide as they needed. `remeasureKey` changes when the contents
 * do (language, permitted groups, slot), which starts the measurement over.
 */
export function useMenusFit(barRef: RefObject<HTMLElement | null>, remeasureKey: string): boolean {
  const [fits, setFits] = useState(true);
  const neededWidth = useRef(0);
  const measuredKey = useRef(remeasureKey);

  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    if (measuredKey.current !== remeasureKey) {
      measuredKey.current = remeasureKey;
      if (!fits) {
        setFits(true);
        return;
      }
    }
    const check = () => {
      const start = bar.firstElementChild;
      const overflow =
        Math.max(0, bar.scrollWidth - bar.clientWidth) +
        (start ? Math.max(0, start.scrollWidth - start.clientWidth) : 0);
      if (fits && overflow > 0) {
        neededWidth.current = bar.clientWidth + overflow;
        setFits(false);
      } else if (!fits && bar.clientWidth >= neededWidth.current) {
        setFits(true);
      }
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [barRef, fits, remeasureKey]);

  return fits;
}
