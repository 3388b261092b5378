import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import type { FieldChange } from './audit-changes';
import '../../styles/audit-changes.css';

const marks = { same: ' ', removed: '−', added: '+' } as const;

/** An audited update's changes, field by field; texts (a script's source) as a line diff. */
export function AuditChangesView({
  changes,
  label,
}: {
  changes: FieldChange[];
  label: (field: string) => string;
}) {
  const { t } = useTranslation('admin');
  if (changes.length === 0) return <p className="form-info">{t('audit.noChanges')}</p>;
  return (
    <dl className="audit-changes">
      {changes.map((change) => (
        <div key={change.field} className="audit-change">
          <dt>{label(change.field)}</dt>
          {change.kind === 'value' ? (
            <dd>
              <span className="visually-hidden">{t('audit.before')}: </span>
              <del>{change.old || t('audit.empty')}</del>
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden">{t('audit.after')}: </span>
              <ins>{change.new || t('audit.empty')}</ins>
            </dd>
          ) : (
            <dd>
              <section aria-label={t('audit.diffOf', { field: label(change.field) })}>
                <pre className="audit-diff">
                  {change.lines.map((line, index) => (
                    // lines repeat (blank lines, braces): their place is their identity
                    // biome-ignore lint/suspicious/noArrayIndexKey: a diff line's position is its key
                    <span key={index} className={`audit-diff-${line.kind}`}>
                      <span className="audit-diff-mark" aria-hidden="true">
                        {marks[line.kind]}
                      </span>
                      {line.kind === 'removed' ? (
                        <del>{line.text}</del>
                      ) : line.kind === 'added' ? (
                        <ins>{line.text}</ins>
                      ) : (
                        line.text
                      )}
                      {'\n'}
                    </span>
                  ))}
                </pre>
              </section>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

export function AuditChangesDialog({
  changes,
  label,
  onClose,
}: {
  changes: FieldChange[];
  label: (field: string) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog title={t('audit.changesTitle')} onClose={onClose} className="audit-changes-dialog">
      <AuditChangesView changes={changes} label={label} />
      <div className="dialog-buttons">
        <button type="button" className="button primary" onClick={onClose}>
          {t('users.close')}
        </button>
      </div>
    </Dialog>
  );
}
