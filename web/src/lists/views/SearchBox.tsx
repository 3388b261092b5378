import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Typing settles for this long before the list reloads. */
const debounceMs = 300;

/** The list's search box; it reports its text once typing pauses (Enter reports at once). */
export function SearchBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation('lists');
  const [text, setText] = useState(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChangeRef.current(text), debounceMs);
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
          if (event.key === 'Enter') onChangeRef.current(text);
        }}
      />
    </label>
  );
}
