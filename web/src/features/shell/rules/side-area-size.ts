/** Side-area sizes of docs/spec.md §2 "Side area" and §9. */
export const SIDE_AREA_MIN_WIDTH = 112;
export const SIDE_AREA_MAX_WIDTH = 456;
/** Width of the pinned narrow state reached by dragging below the minimum. */
export const SIDE_AREA_COLLAPSED_WIDTH = 22;
/** Size set after a shrink below the minimum, so reopening shows a usable area. */
export const SIDE_AREA_WIDTH_AFTER_SHRINK = 256;

/**
 * `width` is always the expanded size (112..456), also while collapsed: it is the size the
 * area reopens with. What is actually drawn comes from `renderedSideAreaWidth`.
 */
export interface SideAreaState {
  width: number;
  collapsed: boolean;
}

/** Applies a drag to `requestedWidth`; non-finite input (a broken drag event) changes nothing. */
export function resizeSideArea(current: SideAreaState, requestedWidth: number): SideAreaState {
  if (!Number.isFinite(requestedWidth)) return current;
  if (requestedWidth < SIDE_AREA_MIN_WIDTH) {
    // the specification: pin to the narrow state and set the size to 256 for the next opening.
    return { width: SIDE_AREA_WIDTH_AFTER_SHRINK, collapsed: true };
  }
  return { width: Math.min(requestedWidth, SIDE_AREA_MAX_WIDTH), collapsed: false };
}

/** Leaves the narrow state, reopening at the remembered width. */
export function expandSideArea(current: SideAreaState): SideAreaState {
  return current.collapsed ? { ...current, collapsed: false } : current;
}

/** The width to draw: 22 while collapsed, otherwise the stored width. */
export function renderedSideAreaWidth(state: SideAreaState): number {
  return state.collapsed ? SIDE_AREA_COLLAPSED_WIDTH : state.width;
}
