import { type WhatsNextSchedule, whatsNextSchedules } from '@strata/api/contract/whatsnext';
import { Plus, RefreshCw } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { useShell } from '../context/shell-context';
import { newRecordPath, useAppId } from '../fields/lookup/use-app-id';
import { useObjectChanged } from '../session/live-changes';
import { canDo } from '../session/permissions';
import type { Command } from '../ui/CommandBar';
import { ErrorPanel } from '../ui/ErrorPanel';
import { Spinner } from '../ui/Spinner';
import { TitleBar } from '../ui/TitleBar';
import { useMediaQuery } from '../ui/use-media-query';
import { RemindersSection } from './RemindersSection';
import { WhatsNextCards } from './WhatsNextCards';
import { type OwnerChoice, ownerChoices, WhatsNextFilters } from './WhatsNextFilters';
import { WhatsNextTable } from './WhatsNextTable';
import { loadWhatsNext } from './whatsnext-api';
import { firstCreatable, whatsNextRows } from './whatsnext-rows';
import './whatsnext.css';

/** The mobile list of What's Next: under 420 px (spec 001 section 2). */
const narrowQuery = '(max-width: 419.98px)';

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * /{appid}/whatsnext: the records the What's Next rules (inu_nextrule) find, and the user's due
 * reminders. The filters live in the URL (?scheduled=&owner=), so back and forward and a shared
 * link keep them; the default is today and the current user (spec 001 section 4).
 */
export default function WhatsNextScreen() {
  const { t } = useTranslation('whatsnext');
  const { context } = useShell();
  const appId = useAppId();
  const navigate = useNavigate();
  const narrow = useMediaQuery(narrowQuery);
  const [params, setParams] = useSearchParams();
  const scheduled = pick<WhatsNextSchedule>(whatsNextSchedules, params.get('scheduled'), 'today');
  const owner = pick<OwnerChoice>(ownerChoices, params.get('owner'), 'me');
  const setParam = (name: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const { data, error, isLoading, isValidating, mutate } = useSWR(
    ['whatsnext', scheduled, owner] as const,
    // the user's day decides what is due today
    () => loadWhatsNext({ scheduled, owner, utcOffsetMinutes: -new Date().getTimezoneOffset() }),
    { keepPreviousData: true },
  );
  const reload = useCallback(() => void mutate(), [mutate]);
  // a reminder done or a follow-up logged elsewhere changes what is due
  useObjectChanged('activity', reload);

  const mayCreate = useCallback(
    (entity: string) => canDo(context.permDict, entity, 'create'),
    [context.permDict],
  );
  const creatable = firstCreatable(data, mayCreate);
  const rows = useMemo(() => whatsNextRows(data?.rules ?? []), [data]);

  const commands: Command[] = [
    {
      name: 'new',
      label: t('commands.new'),
      icon: <Plus size={18} aria-hidden="true" />,
      disabled: !creatable,
      onSelect: () => {
        if (creatable) navigate(newRecordPath(appId, creatable));
      },
    },
    {
      name: 'refresh',
      label: t('commands.refresh'),
      icon: <RefreshCw size={18} aria-hidden="true" />,
      onSelect: reload,
    },
  ];

  let body: React.ReactNode;
  if (error && !data) {
    body = <ErrorPanel title={t('loadFailed')} error={error} onRetry={reload} />;
  } else if (!data) {
    body = isLoading ? <Spinner label={t('loading')} /> : null;
  } else {
    const listProps = { rows, appId, mayCreate };
    body = (
      <div className={`wn-body${isValidating ? ' stale' : ''}`} aria-busy={isValidating}>
        {rows.length === 0 ? (
          <p className="empty-state">{data.rules.length === 0 ? t('noRules') : t('empty')}</p>
        ) : narrow ? (
          <WhatsNextCards {...listProps} />
        ) : (
          <WhatsNextTable {...listProps} />
        )}
        {data.reminders && (
          <RemindersSection
            reminders={data.reminders}
            appId={appId}
            mayUpdate={canDo(context.permDict, 'activity', 'update')}
            onChanged={reload}
          />
        )}
      </div>
    );
  }

  return (
    <section className="screen whatsnext">
      <TitleBar title={t('title')} commands={commands} />
      <WhatsNextFilters
        scheduled={scheduled}
        owner={owner}
        onScheduled={(value) => setParam('scheduled', value, 'today')}
        onOwner={(value) => setParam('owner', value, 'me')}
      />
      {body}
    </section>
  );
}
