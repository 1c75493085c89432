import { Popover } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import './tool-panels.css';

export interface ToolPopoverProps {
  open: boolean;
  /** Called as the panel closes, before `onOpenChange(false)`: the owner puts focus back on its button. */
  onClosed?(): void;
  onOpenChange(open: boolean): void;
  /** Heading of the panel and its accessible name. */
  title: string;
  content: ReactNode;
  /** The trigger: a ToolButton. */
  children: ReactNode;
}

/**
 * A click-opened panel under a top-bar button. antd's Popover leaves focus where it was, so this
 * moves it into the panel when it opens; Escape closes the panel (antd) and `onClosed` lets the
 * owner return focus to its button.
 */
export function ToolPopover({ open, onOpenChange, onClosed, title, content, children }: ToolPopoverProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    // The panel mounts with the opening render; a frame later it is in place to take focus.
    const frame = requestAnimationFrame(() => panelRef.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      // Shift rather than spill off a narrow screen: the panel is wider than the gap left of its button.
      align={{ overflow: { adjustY: true, shiftX: true } }}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClosed?.();
        onOpenChange(next);
      }}
      title={title}
      content={
        <div ref={panelRef} className="wb-tool-panel" role="dialog" aria-label={title} tabIndex={-1}>
          {content}
        </div>
      }
    >
      <span className="wb-tool-anchor">{children}</span>
    </Popover>
  );
}
