import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type LanguageCode, languages } from './languages';
import { switchLanguage } from './setup-i18n';

/** A labelled language drop-down for pages without the profile menu. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <span className="language-select">
      <label htmlFor={id} className="visually-hidden">
        {t('language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => void switchLanguage(event.target.value as LanguageCode)}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </span>
  );
}
