import { Button, type ButtonProps, Tooltip } from 'antd';
import type { ReactNode, Ref } from 'react';

export interface ToolButtonProps extends Omit<ButtonProps, 'type' | 'shape' | 'icon' | 'children' | 'aria-label'> {
  /** Accessible name and tooltip: the button shows only its icon. */
  label: string;
  icon: ReactNode;
  /** Keeps the tooltip away while the button's own panel is open over the same spot. */
  hideTooltip?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An icon-only button of the top bar, named for screen readers and explained by a tooltip on
 * hover and keyboard focus. Other props (a dropdown's or popover's handlers) reach the button.
 */
export function ToolButton({ label, icon, className, hideTooltip = false, ...rest }: ToolButtonProps) {
  return (
    <Tooltip title={label} placement="bottom" open={hideTooltip ? false : undefined}>
      <Button
        {...rest}
        type="text"
        icon={icon}
        aria-label={label}
        className={className ? `wb-tool-button ${className}` : 'wb-tool-button'}
      />
    </Tooltip>
  );
}
