export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * The nearest position to `wanted` at which a box of `box` size lies wholly inside the window;
 * a box larger than the window keeps its top-left corner in view, where its header is.
 */
export function keepInWindow(wanted: Point, box: Size, window: Size): Point {
  const clamp = (value: number, max: number) => Math.round(Math.max(0, Math.min(value, Math.max(0, max))));
  return { x: clamp(wanted.x, window.width - box.width), y: clamp(wanted.y, window.height - box.height) };
}

/** Arrow keys move the box by this much; with Shift by the larger step. */
export const KEY_STEP_PX = 10;
export const KEY_STEP_LARGE_PX = 50;

const DIRECTIONS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The move an arrow key asks for, or null for any other key. */
export function keyMove(key: string, large: boolean): Point | null {
  const direction = DIRECTIONS[key];
  if (!direction) return null;
  const step = large ? KEY_STEP_LARGE_PX : KEY_STEP_PX;
  return { x: direction.x * step, y: direction.y * step };
}
