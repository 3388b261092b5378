import type { FilterChoice } from './filter-conditions';

type Value = string | number | boolean;

/** Checkboxes of a filter (options or lookup records): a check adds the value, another removes it. */
export function CheckList({
  label,
  options,
  choice,
  onChange,
  busy,
}: {
  label: string;
  options: readonly { value: Value; label: string; color?: string | undefined }[];
  choice: FilterChoice;
  onChange: (choice: FilterChoice | undefined) => void;
  busy?: boolean;
}) {
  const checked = choice.values ?? [];
  const toggle = (value: Value) => {
    const has = checked.some((item) => String(item) === String(value));
    const values = has ? checked.filter((item) => String(item) !== String(value)) : [...checked, value];
    onChange(values.length ? { values } : undefined);
  };
  return (
    <fieldset className="dashboard-filter" aria-busy={busy}>
      <legend>{label}</legend>
      <div className="dashboard-filter-options">
        {options.map((option) => (
          <label key={String(option.value)} className="dashboard-check">
            <input
              type="checkbox"
              checked={checked.some((item) => String(item) === String(option.value))}
              onChange={() => toggle(option.value)}
            />
            {option.color && <span className="dashboard-check-dot" style={{ background: option.color }} />}
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
