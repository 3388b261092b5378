import { Ellipsis, ExternalLink, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LookupValue } from '../../data/data-api';
import { newRecordPath, recordPath, useAppId } from './use-app-id';

type Props = {
  current: LookupValue | null;
  currentLabel: string;
  /** the field's label, for the dialog button's name */
  label: string;
  target: string | undefined;
  targetName: string;
  /** clearing is offered unless the field is required or read-only */
  canClear: boolean;
  canOpenDialog: boolean;
  /** create rights on the target, and room for the button */
  canCreate: boolean;
  onClear: () => void;
  onOpenDialog: () => void;
  /** inside a record form: the quick-create dialog; outside one, the new form opens in a new tab */
  onQuickCreate: (() => void) | undefined;
  newRecordInit: Record<string, unknown> | undefined;
};

/** The buttons beside a lookup: open the chosen record, clear, the lookup dialog, and new. */
export function LookupActions(props: Props) {
  const { t } = useTranslation('fields');
  const appId = useAppId();
  const { current, currentLabel, target } = props;
  return (
    <>
      {current && (
        <Link
          className="icon-button"
          to={recordPath(appId, current.name, current.id)}
          aria-label={t('openRecord', { label: currentLabel })}
          title={t('openRecord', { label: currentLabel })}
        >
          <ExternalLink size={16} aria-hidden="true" />
        </Link>
      )}
      {current && props.canClear && (
        <button type="button" className="icon-button" aria-label={t('clear')} onClick={props.onClear}>
          <X size={16} aria-hidden="true" />
        </button>
      )}
      {props.canOpenDialog && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('lookupMore', { label: props.label })}
          title={t('lookupMore', { label: props.label })}
          onClick={props.onOpenDialog}
        >
          <Ellipsis size={16} aria-hidden="true" />
        </button>
      )}
      {props.canCreate && target && props.onQuickCreate && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('quickCreate', { entity: props.targetName })}
          title={t('quickCreate', { entity: props.targetName })}
          onClick={props.onQuickCreate}
        >
          <Plus size={16} aria-hidden="true" />
        </button>
      )}
      {props.canCreate && target && !props.onQuickCreate && (
        <a
          className="icon-button"
          href={newRecordPath(appId, target, props.newRecordInit)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('quickCreateNewTab', { entity: props.targetName })}
          title={t('quickCreateNewTab', { entity: props.targetName })}
        >
          <Plus size={16} aria-hidden="true" />
        </a>
      )}
    </>
  );
}
