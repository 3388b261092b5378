import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Typing settles for this long before the items are asked for again. */
const debounceMs = 300;

/**
 * The search box over a long list of records to link: it reports its text once typing pauses
 * (Enter at once), so a fast typist sends one query, not one a letter.
 */
export function ItemSearch({
  value,
  onChange,
  entity,
}: {
  value: string;
  onChange: (text: string) => void;
  /** the records' plural name, for the box's label */
  entity: string;
}) {
  const { t } = useTranslation('forms');
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
    <label className="many-to-many-search">
      <Search size={16} aria-hidden="true" />
      <input
        type="search"
        aria-label={t('manyToMany.search', { entity })}
        placeholder={t('manyToMany.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // Enter in a form would submit it
            event.preventDefault();
            onChangeRef.current(text);
          }
        }}
      />
    </label>
  );
}
