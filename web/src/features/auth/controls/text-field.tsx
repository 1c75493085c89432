import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  /** Message shown under the field and announced; marks the field invalid. */
  error?: string | undefined;
  prefix?: ReactNode;
  /** A password field with a show/hide toggle. */
  revealable?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text or password input with an inline error, styled like the portal's antd inputs. */
export function TextField({ label, error, prefix, revealable, type, id, ref, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const [revealed, setRevealed] = useState(false);

  return (
    <div className={`wb-field${error ? ' wb-field-invalid' : ''}`}>
      <label className="wb-field-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="wb-field-box">
        {prefix ? <span className="wb-field-prefix">{prefix}</span> : null}
        <input
          {...input}
          ref={ref}
          id={inputId}
          type={revealable ? (revealed ? 'text' : 'password') : type}
          className="wb-field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {revealable ? (
          <button
            type="button"
            className="wb-field-reveal"
            aria-label={revealed ? t('login.hidePassword') : t('login.showPassword')}
            aria-pressed={revealed}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        ) : null}
      </div>
      {error ? (
        <div id={errorId} className="wb-field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
