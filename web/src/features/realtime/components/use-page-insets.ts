import { useEffect, useState } from 'react';
import { DEFAULT_PAGE_INSETS, type PageInsets, pageInsets } from '../rules/page-region';

/** The shell's page region: the pages' area under the tab bar (the shell frame's `.wb-page-area`). */
const PAGE_REGION_SELECTOR = '.wb-page-area';

function measure(): PageInsets | null {
  const region = document.querySelector(PAGE_REGION_SELECTOR);
  if (!region) return null;
  return pageInsets(region.getBoundingClientRect(), { width: window.innerWidth, height: window.innerHeight });
}

function same(a: PageInsets, b: PageInsets): boolean {
  return a.top === b.top && a.right === b.right && a.bottom === b.bottom && a.left === b.left;
}

/**
 * The page region's distances from the window's edges, followed as the window, the side menu
 * (resized, folded) or the tab bar change it. The layer is mounted by the frame after the region
 * exists; a frame without one (the bare frame) keeps the defaults.
 */
export function usePageInsets(): PageInsets {
  const [insets, setInsets] = useState<PageInsets>(() => measure() ?? DEFAULT_PAGE_INSETS);

  useEffect(() => {
    const update = () => {
      const measured = measure();
      if (measured) setInsets((current) => (same(current, measured) ? current : measured));
    };
    update();
    const region = document.querySelector(PAGE_REGION_SELECTOR);
    // The region's size changes whenever its place does (side menu, tab bar, window).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (region) observer?.observe(region);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);

  return insets;
}
