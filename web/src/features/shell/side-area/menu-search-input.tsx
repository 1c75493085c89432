import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { type InputHTMLAttributes, type MouseEvent, useRef } from 'react';
import './menu-search-input.css';

export interface MenuSearchInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className' | 'type'> {
  value: string;
  onValueChange(value: string): void;
}

/**
 * The side menu's search box: the look and behaviour of antd's Input with a prefix icon and
 * allowClear (outlined, middle size, the portal's theme), as a plain input. antd's Input brings
 * TextArea, character counting and its own style sheet along: a download of their own on every
 * signed-in first screen, for a box most visits never type into.
 */
export function MenuSearchInput({ value, onValueChange, ...inputProps }: MenuSearchInputProps) {
  const input = useRef<HTMLInputElement>(null);
  // As antd's wrapper: a click on the padding or the icon puts the caret in the box.
  const focusInput = (event: MouseEvent) => {
    if (event.target !== input.current) input.current?.focus();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only moves a pointer's click into the input, which takes the keyboard itself
    <span className="wb-menu-search-input" onClick={focusInput}>
      <span className="wb-menu-search-input-prefix">
        <SearchOutlined aria-hidden />
      </span>
      <input
        {...inputProps}
        ref={input}
        type="text"
        className="wb-menu-search-input-field"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <span className="wb-menu-search-input-suffix">
        <button
          type="button"
          className={`wb-menu-search-input-clear${value ? '' : ' is-hidden'}`}
          // The focus stays in the box, where the user goes on typing.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            onValueChange('');
            input.current?.focus();
          }}
        >
          <CloseCircleFilled />
        </button>
      </span>
    </span>
  );
}
