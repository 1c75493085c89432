import { useTranslation } from 'react-i18next';
import { useLanguages } from './use-languages';
import './language-switch.css';

/**
 * Inline language choice for pages without the top bar (sign-in): a segmented group of radio
 * buttons for the three core languages, a native select when the settings switch on more. Plain
 * elements so the sign-in page needs no component library.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { options, current, select, switching } = useLanguages();

  if (options.length > 3) {
    return (
      <select
        className="wb-language-select"
        aria-label={t('language.label')}
        value={current}
        disabled={switching}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) void select(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }

  return (
    <fieldset className="wb-segmented" aria-busy={switching}>
      <legend className="wb-visually-hidden">{t('language.label')}</legend>
      {options.map((option) => (
        <label key={option.value} className="wb-segmented-item" lang={option.value}>
          <input
            type="radio"
            name="wb-language"
            value={option.value}
            checked={option.value === current}
            disabled={switching}
            onChange={() => void select(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
