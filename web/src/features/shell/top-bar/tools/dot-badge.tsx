import { type ReactNode, useRef } from 'react';
import './dot-badge.css';

export interface DotBadgeProps {
  /** Whether the dot shows. */
  dot: boolean;
  children: ReactNode;
}

/**
 * antd's `<Badge dot offset={[-6, 6]}>` as the top bar's buttons use it: a red dot at the
 * button's upper right corner, zooming in when it appears (not when the screen opens with it).
 * antd's Badge brings its number scroller and colour presets along, a download of their own on
 * every signed-in first screen for a dot that is rarely shown.
 */
export function DotBadge({ dot, children }: DotBadgeProps) {
  const shownAtFirst = useRef(dot);
  if (!dot) shownAtFirst.current = false;
  return (
    <span className="wb-dot-badge">
      {children}
      {dot ? <sup className={`wb-dot-badge-dot${shownAtFirst.current ? '' : ' is-entering'}`} /> : null}
    </span>
  );
}
