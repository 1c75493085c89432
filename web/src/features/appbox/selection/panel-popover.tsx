import { Popover } from 'antd';
import {
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';

/** What the trigger button needs: its ref (focus comes back to it) and whether the panel is open. */
export interface PanelTrigger {
  ref: RefObject<HTMLButtonElement | null>;
  open: boolean;
}

export interface PanelPopoverProps {
  /** The panel's accessible name. */
  label: string;
  content: ReactNode;
  className?: string;
  children(trigger: PanelTrigger): ReactElement;
}

const FOCUSABLE = 'input:not(:disabled), button:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A small non-modal dialog under a top-bar button. On opening, focus moves to its first control;
 * Escape closes it and gives focus back to the button. It renders beside the button, so Tab runs
 * from the button through the panel and on along the top bar.
 */
export function PanelPopover({ label, content, className, children }: PanelPopoverProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const frame = window.requestAnimationFrame(() => {
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    // An open select inside the panel handles its own Escape and stops it.
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomLeft"
      arrow={false}
      getPopupContainer={(node) => node.parentElement ?? document.body}
      content={
        <div ref={panelRef} className={className} role="dialog" aria-label={label} onKeyDown={closeOnEscape}>
          {content}
        </div>
      }
    >
      {children({ ref: triggerRef, open })}
    </Popover>
  );
}
