import { DownOutlined, LoadingOutlined } from '@ant-design/icons';
import type { KeyboardEvent } from 'react';
import './select-stand-in.css';

export interface SelectStandInProps {
  /** The accessible name, as the real select's aria-label. */
  label: string;
  /** The chosen option's text; the placeholder shows without one. */
  valueText: string | undefined;
  placeholder: string;
  loading: boolean;
  disabled: boolean;
  className?: string;
  /** The pointer came over it: the real select will probably be wanted soon. */
  onPrepare(): void;
  /** It took or lost the focus (the real select takes the focus over if it arrives meanwhile). */
  onFocusChange(focused: boolean): void;
  /** The user asked for the list (click, Enter, Space, ↓ or ↑). */
  onOpen(): void;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * What antd's single Select shows while closed — its box, value, arrow and loading icon, hover and
 * focus — drawn with a few lines of CSS, for a screen that shows a select before anyone opens it:
 * antd's Select with its virtual list and styles is a large download. Like antd's, the control is
 * a read-only input with the combobox role laid over the box. The owner swaps in the real select
 * once its code has arrived (see sub-system-select.tsx).
 */
export function SelectStandIn({
  label,
  valueText,
  placeholder,
  loading,
  disabled,
  className,
  onPrepare,
  onFocusChange,
  onOpen,
}: SelectStandInProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <div className={['wb-select-stand-in', disabled ? 'is-disabled' : '', className ?? ''].join(' ').trim()}>
      <span
        className={valueText === undefined ? 'wb-select-stand-in-placeholder' : 'wb-select-stand-in-value'}
        title={valueText}
      >
        {valueText ?? placeholder}
      </span>
      <span className="wb-select-stand-in-suffix" aria-hidden="true">
        {loading ? <LoadingOutlined spin /> : <DownOutlined />}
      </span>
      <input
        className="wb-select-stand-in-input"
        role="combobox"
        aria-label={label}
        aria-expanded={false}
        aria-haspopup="listbox"
        aria-autocomplete="list"
        autoComplete="off"
        readOnly
        value=""
        disabled={disabled}
        onPointerEnter={onPrepare}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
        // On the press, as antd's Select opens: should the real select take this one's place
        // before the button is released, a click would be lost with it and the list stay shut.
        onMouseDown={(event) => {
          if (event.button === 0) onOpen();
        }}
        // Touch screens (and anything else that clicks without a mouse button going down).
        onClick={onOpen}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
