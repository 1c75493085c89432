import type { MenuProps } from 'antd';
import { useState } from 'react';
import { useRouteValue } from '../../../../ui/routing/use-route-value';
import { useStableNavigate } from '../../../../ui/routing/use-stable-navigate';
import { useFocusReturn } from '../use-focus-return';

/**
 * A top-bar dropdown whose items are portal paths: open state, focus back on the trigger when it
 * closes, the current page marked while open, and navigation on a choice.
 */
export function useNavigationDropdown(items: MenuProps['items']) {
  const navigate = useStableNavigate();
  const [open, setOpen] = useState(false);
  // Only an open menu shows the current page, so only then does the route matter here.
  const pathname = useRouteValue((state) => (open ? state.location.pathname : ''));
  const { triggerId, restoreFocus } = useFocusReturn();
  const onOpenChange = (next: boolean) => {
    if (!next) restoreFocus();
    setOpen(next);
  };
  const menu: MenuProps = {
    items,
    selectedKeys: [pathname],
    onClick: ({ key }) => {
      onOpenChange(false);
      navigate(key);
    },
  };
  return { open, onOpenChange, triggerId, menu };
}
