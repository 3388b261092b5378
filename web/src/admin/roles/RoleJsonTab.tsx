import { roleBodyProblem } from '@strata/api/contract/role-body-problem';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectMeta } from '../../metadata/object-metadata';

/**
 * The raw role body (the advanced tab), checked as you type by the same rule the server applies
 * on save (api/src/contract/role-body-problem.ts); a valid body updates the grid at once.
 */
export function RoleJsonTab({
  json,
  objects,
  onChange,
}: {
  json: string;
  objects: Record<string, ObjectMeta>;
  onChange: (json: string) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const problem = useMemo(() => {
    let body: unknown;
    try {
      body = JSON.parse(json);
    } catch (error) {
      return error instanceof Error ? error.message : 'JSON';
    }
    return roleBodyProblem(body, (name) => {
      const object = objects[name];
      return object ? new Set(object.properties.map((property) => property.logicalName)) : undefined;
    });
  }, [json, objects]);
  return (
    <div className="role-json">
      <label className="field" htmlFor={id}>
        <span>{t('roles.tabJson')}</span>
      </label>
      <p className="muted">{t('roles.jsonHint')}</p>
      <textarea
        id={id}
        className="role-json-text"
        spellCheck={false}
        rows={20}
        value={json}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <p className="form-error" role="alert">
          {t('roles.jsonInvalid', { problem })}
        </p>
      )}
    </div>
  );
}
