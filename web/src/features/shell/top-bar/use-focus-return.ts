import { useId } from 'react';

/** antd renders dropdown menus and popovers here, outside the top bar. */
const POPUPS = '.ant-dropdown, .ant-popover';

/**
 * A pop-up closed from the keyboard (Escape, choosing an item) would leave focus on the page body:
 * antd's own "return focus" listener is removed before it runs. Calling `restoreFocus` when the
 * pop-up closes puts focus back on its button, unless the user has already moved it elsewhere
 * (a click outside).
 */
export function useFocusReturn() {
  const triggerId = useId();
  const restoreFocus = () => {
    const active = document.activeElement;
    const lost = !active || active === document.body || active.closest(POPUPS) !== null;
    if (lost) document.getElementById(triggerId)?.focus();
  };
  return { triggerId, restoreFocus };
}
