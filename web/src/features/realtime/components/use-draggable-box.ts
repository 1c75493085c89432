import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { keepInWindow, keyMove, type Point } from '../rules/keep-in-window';

/** The header's keyboard handle: a button, but one that is dragged rather than clicked. */
export const DRAG_HANDLE_CLASS = 'wb-drag-handle';

interface DragStart {
  pointerId: number;
  pointer: Point;
  box: Point;
}

function windowSize() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * A box moved by dragging its header with the pointer or by the arrow keys on its handle, kept
 * inside the window (also when the window shrinks). Until first moved the box sits where its CSS
 * puts it, so `position` is null.
 */
export function useDraggableBox(boxRef: RefObject<HTMLElement | null>) {
  const [position, setPosition] = useState<Point | null>(null);
  const drag = useRef<DragStart | null>(null);

  /** Where the box is now: its moved position, or where the CSS placed it. */
  const current = useCallback((): Point => {
    if (position) return position;
    const rect = boxRef.current?.getBoundingClientRect();
    return { x: rect?.left ?? 0, y: rect?.top ?? 0 };
  }, [position, boxRef]);

  const moveTo = useCallback(
    (wanted: Point) => {
      const rect = boxRef.current?.getBoundingClientRect();
      setPosition(keepInWindow(wanted, { width: rect?.width ?? 0, height: rect?.height ?? 0 }, windowSize()));
    },
    [boxRef],
  );

  useEffect(() => {
    if (!position) return;
    const refit = () => moveTo(position);
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, [position, moveTo]);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    // Buttons in the header keep their clicks; the move handle is dragged like the header.
    if (event.button !== 0 || (event.target as Element).closest(`button:not(.${DRAG_HANDLE_CLASS})`)) return;
    drag.current = { pointerId: event.pointerId, pointer: { x: event.clientX, y: event.clientY }, box: current() };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    moveTo({ x: start.box.x + event.clientX - start.pointer.x, y: start.box.y + event.clientY - start.pointer.y });
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    const move = keyMove(event.key, event.shiftKey);
    if (!move) return;
    event.preventDefault();
    const from = current();
    moveTo({ x: from.x + move.x, y: from.y + move.y });
  };

  return {
    position,
    headerProps: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onKeyDown },
  };
}
