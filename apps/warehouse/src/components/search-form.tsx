import { type FormEvent, useState } from 'react';
import { useI18n } from '../i18n/i18n-context';

/** A search box that searches on Enter or the button, not on every keystroke. */
export function SearchForm({ placeholder, onSearch }: { placeholder: string; onSearch: (keyword: string) => void }) {
  const { t } = useI18n();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  const clear = () => {
    setValue('');
    onSearch('');
  };
  return (
    <search>
      <form className="search" onSubmit={submit}>
        <input
          type="search"
          value={value}
          placeholder={placeholder}
          aria-label={placeholder}
          maxLength={128}
          onChange={(event) => setValue(event.target.value)}
        />
        {value && (
          <button type="button" className="button button-plain" onClick={clear}>
            {t('clear')}
          </button>
        )}
        <button type="submit" className="button button-primary">
          {t('search')}
        </button>
      </form>
    </search>
  );
}
