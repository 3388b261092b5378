import { useEffect, useState } from 'react';

/**
 * One language's text of one name, edited in place: saved when the field is left or Enter is
 * pressed and the text changed; Escape puts the saved text back. Clearing it removes the row.
 */
export function TranslationCell({
  label,
  value,
  placeholder,
  disabled,
  onSave,
}: {
  label: string;
  value: string;
  placeholder: string;
  disabled: boolean;
  onSave: (text: string) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);
  // a save elsewhere (another tab, an import) shows up unless this cell is being edited
  useEffect(() => setDraft(value), [value]);
  const commit = async () => {
    const text = draft.trim();
    if (text === value || saving) return;
    setSaving(true);
    const saved = await onSave(text);
    setSaving(false);
    if (!saved) setDraft(value);
  };
  return (
    <input
      className="field-input field-compact l10n-cell"
      aria-label={label}
      value={draft}
      placeholder={placeholder}
      disabled={disabled}
      aria-busy={saving}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void commit();
        if (event.key === 'Escape') setDraft(value);
      }}
    />
  );
}
