import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { SIDE_AREA_MAX_WIDTH, SIDE_AREA_MIN_WIDTH } from '../rules/side-area-size';

/** One arrow key press; with Shift a bigger step. */
const KEY_STEP = 16;
const KEY_STEP_LARGE = 64;

export interface ResizeHandleProps {
  width: number;
  label: string;
  /** While dragging: the width the pointer asks for (may be below the minimum), or null when the drag ends. */
  onDragWidth(requestedWidth: number | null): void;
  /** A finished drag or a key press: the width asked for. */
  onResize(requestedWidth: number): void;
}

/**
 * The drag handle on the side area's right edge (docs/spec.md §2 "Resizable between 112 and 456 px").
 * A window splitter in ARIA terms: focusable, arrow keys resize, Home and End go to the limits;
 * asking for less than the minimum folds the area like a drag does.
 */
export function ResizeHandle({ width, label, onDragWidth, onResize }: ResizeHandleProps) {
  const drag = useRef<{ startX: number; startWidth: number; requested: number } | null>(null);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    // Capture keeps the drag going while the pointer crosses an iframe or leaves the handle.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width, requested: width };
    onDragWidth(width);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current) return;
    current.requested = current.startWidth + (event.clientX - current.startX);
    onDragWidth(current.requested);
  }

  function finish(event: PointerEvent<HTMLDivElement>, apply: boolean) {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    onDragWidth(null);
    if (apply && current.requested !== current.startWidth) onResize(current.requested);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const requested =
      event.key === 'ArrowLeft'
        ? width - step
        : event.key === 'ArrowRight'
          ? width + step
          : event.key === 'Home'
            ? SIDE_AREA_MIN_WIDTH
            : event.key === 'End'
              ? SIDE_AREA_MAX_WIDTH
              : null;
    if (requested === null) return;
    event.preventDefault();
    onResize(requested);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be focused or dragged; a focusable separator is the ARIA window splitter.
    <div
      className="wb-side-area-handle"
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={SIDE_AREA_MIN_WIDTH}
      aria-valuemax={SIDE_AREA_MAX_WIDTH}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => finish(event, true)}
      onPointerCancel={(event) => finish(event, false)}
      onKeyDown={onKeyDown}
    />
  );
}
