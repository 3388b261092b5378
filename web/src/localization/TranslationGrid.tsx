import type { Language } from '@strata/api/contract/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslationCell } from './TranslationCell';
import { fallbackText, type GridLine, languages } from './translation-table';

const pageLines = 200;

/** The names x languages grid; long lists show 200 lines at a time (thousands of inputs are slow). */
export function TranslationGrid({
  lines,
  editable,
  onSave,
}: {
  lines: readonly GridLine[];
  editable: boolean;
  onSave: (line: GridLine, language: Language, text: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('localization');
  const [shown, setShown] = useState(pageLines);
  if (lines.length === 0) return <p className="empty-state">{t('empty')}</p>;
  return (
    <>
      <div className="table-scroll">
        <table className="table l10n-grid">
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.source')}</th>
              {languages.map((language) => (
                <th scope="col" key={language}>
                  {t(`languages.${language}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.slice(0, shown).map((line) => (
              <tr key={line.key}>
                <th scope="row" className="l10n-key">
                  {line.key}
                </th>
                <td>{line.source}</td>
                {languages.map((language) => (
                  <td key={language}>
                    <TranslationCell
                      label={t('cellLabel', { name: line.key, language })}
                      value={line.rows[language]?.text ?? ''}
                      placeholder={fallbackText(line, language)}
                      disabled={!editable}
                      onSave={(text) => onSave(line, language, text)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {lines.length > shown && (
        <button type="button" className="button" onClick={() => setShown(shown + pageLines)}>
          {t('showMore', { count: lines.length - shown })}
        </button>
      )}
    </>
  );
}
