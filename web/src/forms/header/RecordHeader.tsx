import type { FormHeader } from '@strata/api/contract/views';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShell } from '../../context/shell-context';
import type { RecordValues } from '../../data/data-api';
import { recordPath, useAppId } from '../../fields/lookup/use-app-id';
import { OptionDot } from '../../fields/options/OptionDot';
import { useFormatOptions } from '../../fields/use-format-options';
import type { ObjectMeta } from '../../metadata/object-metadata';
import { canDo } from '../../session/permissions';
import { initials } from '../../ui/initials';
import { useNow } from '../../ui/use-now';
import { stampTexts } from './header-stamps';
import { type HeaderKeyField, recordHeaderModel } from './record-header-model';
import '../../styles/record-header.css';

/**
 * The header of a saved record under the title bar (issue 22, as Dataverse and Twenty have
 * one): its name, entity, owner, status, the form's key fields and who created and last
 * changed it. It shows the record as saved, so it changes after a save or a live update, not
 * while the user types. The title bar holds the page's h1; the header is a region named by
 * the record's name, so there is no second h1.
 */
export function RecordHeader({
  object,
  record,
  header,
}: {
  object: ObjectMeta;
  record: RecordValues;
  header: FormHeader | undefined;
}) {
  const { t, i18n } = useTranslation('forms');
  const { context } = useShell();
  const appId = useAppId();
  const nameId = useId();
  const now = useNow();
  const format = useFormatOptions();
  const model = useMemo(
    () => recordHeaderModel(object, record, header, format),
    [object, record, header, format],
  );
  const stamps = stampTexts(model, now, i18n.resolvedLanguage ?? i18n.language ?? 'en', t);
  const { owner, status } = model;
  const ownerReadable = owner !== undefined && canDo(context.permDict, owner.entity, 'read');

  return (
    <section className="record-header" aria-labelledby={nameId}>
      <div className="record-header-main">
        <p className="record-header-name" id={nameId}>
          {model.name || t('header.noName')}
        </p>
        <p className="record-header-meta">
          <span className="record-header-entity">{object.displayName}</span>
          {status && (
            <span
              className="record-header-status"
              style={status.color ? { borderColor: status.color } : undefined}
              title={status.fieldLabel}
            >
              <span className="visually-hidden">{status.fieldLabel}: </span>
              <OptionDot color={status.color} icon={status.icon} />
              {status.label}
            </span>
          )}
          {owner && (
            <span className="record-header-owner" title={owner.fieldLabel}>
              <span className="record-header-avatar" aria-hidden="true">
                {initials(owner.label)}
              </span>
              <span className="visually-hidden">{owner.fieldLabel}: </span>
              {ownerReadable ? (
                <Link to={recordPath(appId, owner.entity, owner.id)}>{owner.label}</Link>
              ) : (
                <span>{owner.label}</span>
              )}
            </span>
          )}
        </p>
        {(stamps.created || stamps.modified) && (
          <p className="record-header-stamps">
            {stamps.created && (
              <time dateTime={stamps.created.iso} title={stamps.created.title}>
                {stamps.created.text}
              </time>
            )}
            {stamps.created && stamps.modified && (
              <span className="record-header-dot" aria-hidden="true">
                {' · '}
              </span>
            )}
            {stamps.modified && (
              <time dateTime={stamps.modified.iso} title={stamps.modified.title}>
                {stamps.modified.text}
              </time>
            )}
          </p>
        )}
      </div>
      {model.fields.length > 0 && (
        <dl className="record-header-fields">
          {model.fields.map((field) => (
            <div key={field.name} className="record-header-field" data-field={field.name}>
              <dt>{field.label}</dt>
              <dd>
                <KeyFieldValue field={field} appId={appId} noValue={t('header.noValue')} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function KeyFieldValue({ field, appId, noValue }: { field: HeaderKeyField; appId: string; noValue: string }) {
  if (!field.text) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{noValue}</span>
      </>
    );
  }
  if (field.link) return <Link to={recordPath(appId, field.link.entity, field.link.id)}>{field.text}</Link>;
  if (field.option) {
    return (
      <span className="record-header-option">
        <OptionDot color={field.option.color} icon={field.option.icon} />
        {field.text}
      </span>
    );
  }
  return <>{field.text}</>;
}
