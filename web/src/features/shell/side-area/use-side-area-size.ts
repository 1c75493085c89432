import { useState } from 'react';
import { useInterfaceStore } from '../../../stores/interface-store';
import {
  expandSideArea,
  renderedSideAreaWidth,
  resizeSideArea,
  SIDE_AREA_MAX_WIDTH,
  SIDE_AREA_MIN_WIDTH,
  type SideAreaState,
} from '../rules/side-area-size';

export interface SideAreaSize {
  /** The expanded width (112..456), also while narrow: the width the area reopens with. */
  width: number;
  collapsed: boolean;
  /** What is drawn: 22 while narrow. */
  renderedWidth: number;
  /** Applies a drag or key press asking for `requestedWidth` (docs/spec.md §2: below 112 pins it narrow and stores 256). */
  resize(requestedWidth: number): void;
  collapse(): void;
  expand(): void;
}

/** A stored size from an older portal or a hand-edited cookie may lie outside the range. */
function withinRange(size: number): number {
  return Math.min(Math.max(size, SIDE_AREA_MIN_WIDTH), SIDE_AREA_MAX_WIDTH);
}

/**
 * The side area's width (cookie Sidebarsize through the interface store) and its narrow state.
 * The narrow state lives with the area: it is how the user left it on this page, not a setting.
 */
export function useSideAreaSize(initiallyCollapsed = false): SideAreaSize {
  const storedSize = useInterfaceStore((s) => s.sidebarSize);
  const setSidebarSize = useInterfaceStore((s) => s.setSidebarSize);
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const state: SideAreaState = { width: withinRange(storedSize), collapsed };

  function apply(next: SideAreaState) {
    if (next.width !== storedSize) setSidebarSize(next.width);
    setCollapsed(next.collapsed);
  }

  return {
    width: state.width,
    collapsed,
    renderedWidth: renderedSideAreaWidth(state),
    resize: (requestedWidth) => apply(resizeSideArea(state, requestedWidth)),
    collapse: () => setCollapsed(true),
    expand: () => apply(expandSideArea(state)),
  };
}
