import { type FormEvent, useState } from 'react';
import { useI18n } from '../i18n/i18n-context';

/** The texts the search form reads from the application's dictionaries (`clear` only when clearable). */
export type SearchFormMessageKey = 'search' | 'clear';

export interface SearchFormProps {
  placeholder: string;
  onSearch: (keyword: string) => void;
  maxLength?: number;
  /** A button that empties the box and searches again, shown while the box holds text. */
  clearable?: boolean;
  /** What the box starts with (a scanned code: give the form a new key with each scan). */
  initialValue?: string;
}

/** A keyword box that searches on Enter or the button, not on every keystroke. */
export function SearchForm({ placeholder, onSearch, maxLength, clearable, initialValue = '' }: SearchFormProps) {
  const { t } = useI18n<SearchFormMessageKey>();
  const [value, setValue] = useState(initialValue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  const clear = () => {
    setValue('');
    onSearch('');
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the role, not the <search> element: the browsers this build targets (ES2022, from 2021 on) that plant terminals still run know the role but not the element (2023).
    <form className="search" role="search" onSubmit={submit}>
      <input
        type="search"
        value={value}
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={maxLength}
        onChange={(event) => setValue(event.target.value)}
      />
      {clearable && value && (
        <button type="button" className="button button-plain" onClick={clear}>
          {t('clear')}
        </button>
      )}
      <button type="submit" className="button button-primary">
        {t('search')}
      </button>
    </form>
  );
}
