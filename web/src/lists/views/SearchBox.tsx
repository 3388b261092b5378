import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Typing settles for this long before the list reloads. */
const debounceMs = 300;

/**
 * The list's search box; it reports its text once typing pauses (Enter reports at once). When
 * the list refuses the text (`onChange` gives false: the list is being edited), the box goes
 * back to what the list is filtered by, rather than showing a term nothing is filtered by.
 */
export function SearchBox({
  value,
  onChange,
}: {
  value: string;
  /** false when the list refuses the text */
  onChange: (text: string) => boolean;
}) {
  const { t } = useTranslation('lists');
  const [text, setText] = useState(value);
  const report = useRef((_next: string) => {});
  report.current = (next: string) => {
    if (onChange(next) === false) setText(value);
  };
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => report.current(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <label className="list-search">
      <Search size={16} aria-hidden="true" />
      <input
        type="search"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') report.current(text);
        }}
      />
    </label>
  );
}
