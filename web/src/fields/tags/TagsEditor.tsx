import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../common/use-focus-on-mount';
import type { FieldEditorProps } from '../field-types';
import { addTags, parseTags, removeTag } from './tags';

/**
 * Chips plus an input: Enter or ';' adds what was typed, each chip has a remove button and
 * Backspace in the empty input removes the last chip. Text left in the input is added when
 * the field loses focus, so a typed tag is not lost by clicking Save.
 */
export function TagsEditor({
  id,
  value,
  onChange,
  disabled,
  required,
  compact,
  focusOnMount,
}: FieldEditorProps) {
  const { t } = useTranslation('fields');
  const ref = useFocusOnMount<HTMLInputElement>(focusOnMount);
  const [text, setText] = useState('');
  const tags = parseTags(value);
  const commit = () => {
    if (!text.trim()) return;
    onChange(addTags(value, text));
    setText('');
  };
  return (
    <div className={`field-tags-editor${compact ? ' field-compact' : ''}${disabled ? ' disabled' : ''}`}>
      {tags.map((tag) => (
        <span key={tag} className="tag-chip">
          {tag}
          {!disabled && (
            <button
              type="button"
              className="tag-remove"
              aria-label={t('removeTag', { tag })}
              onClick={() => onChange(removeTag(value, tag))}
            >
              <X size={12} aria-hidden="true" />
            </button>
          )}
        </span>
      ))}
      <input
        ref={ref}
        id={id}
        className="tag-input"
        value={text}
        placeholder={tags.length ? '' : t('addTag')}
        onChange={(event) => {
          const typed = event.target.value;
          if (/[;,]/.test(typed)) {
            onChange(addTags(value, typed));
            setText('');
          } else setText(typed);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            if (text.trim()) event.preventDefault();
            commit();
          } else if (event.key === 'Backspace' && text === '' && tags.length) {
            const last = tags[tags.length - 1] as string;
            onChange(removeTag(value, last));
          }
        }}
        onBlur={commit}
        disabled={disabled}
        aria-required={required || undefined}
        autoComplete="off"
      />
    </div>
  );
}
