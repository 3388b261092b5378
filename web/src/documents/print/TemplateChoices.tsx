import { FileText, FileType } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentTemplate } from '../generate/document-templates';

/** The entity's templates as a list of buttons (keyboard: Tab and Enter), PDF ones first. */
export function TemplateChoices({
  templates,
  onChoose,
  disabled,
}: {
  templates: readonly DocumentTemplate[];
  onChoose: (template: DocumentTemplate) => void;
  disabled?: (template: DocumentTemplate) => boolean;
}) {
  const { t } = useTranslation('documents');
  return (
    <ul className="print-templates" aria-label={t('print.choose')}>
      {templates.map((template) => (
        <li key={`${template.entity}:${template.id}`}>
          <button
            type="button"
            className="button"
            disabled={disabled?.(template)}
            onClick={() => onChoose(template)}
          >
            {template.kind === 'pdf' ? (
              <FileText size={18} aria-hidden="true" />
            ) : (
              <FileType size={18} aria-hidden="true" />
            )}
            <span>{template.name}</span>
            <span className="print-kind">{t(`kinds.${template.kind}`)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
