import { ArrowDown, ArrowUp, CopyPlus, MapPin, Plus, Trash2 } from 'lucide-react';
import { type MouseEvent, memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelApi } from '../panel-api';
import { AddressInput } from './AddressInput';
import { fromLocalInput, toLocalInput } from './date-limits';
import { Flag } from './Flag';
import { costFields, type Leg, type Transport } from './leg';
import { borderTime, mapUrl, withBorderTime } from './leg-edits';
import { legExpense, type Place, placeLeg, round2 } from './leg-rules';
import type { LegProblem } from './parse-legs';

export const transports: Transport[] = ['no', 'auc', 'bus', 'train', 'plane', 'others', 'select'];

export type RowRights = { edit: boolean; address: boolean; customDistance: boolean };

export type RowCommands = {
  change: (leg: Leg) => void;
  addAfter: () => void;
  duplicate: () => void;
  remove: () => void;
  move: (step: -1 | 1) => void;
};

const hoursText = (seconds: number | null | undefined) =>
  seconds == null
    ? ''
    : `${Math.floor(seconds / 3600)}:${String(Math.round((seconds % 3600) / 60)).padStart(2, '0')}`;

type RowProps = {
  api: PanelApi;
  leg: Leg;
  previous: Leg | undefined;
  index: number;
  count: number;
  places: Place[];
  range: { min: string; max: string };
  rights: RowRights;
  problems: LegProblem[];
  commands: RowCommands;
  /** A card of the compact timeline (under 420 px) instead of a table row: the same editors. */
  card?: boolean;
};

type CellProps = { card: boolean; label?: string; className?: string; children?: ReactNode } & {
  [data: `data-${string}`]: string | number | undefined;
};

/** A table cell, or in a card a labelled block: the column's header is not there to name it. */
function Cell({ card, label, className, children, ...data }: CellProps) {
  if (!card)
    return (
      <td className={className} {...data}>
        {children}
      </td>
    );
  return (
    <div className={['journey-slot', className].filter(Boolean).join(' ')} {...data}>
      {label && <span className="journey-slot-label">{label}</span>}
      {children}
    </div>
  );
}

type ShellProps = {
  card: boolean;
  children: ReactNode;
  onDoubleClick: (event: MouseEvent<HTMLElement>) => void;
  [data: `data-${string}`]: string | number | boolean | undefined;
};

function RowShell({ card, children, ...rest }: ShellProps) {
  return card ? <li {...rest}>{children}</li> : <tr {...rest}>{children}</tr>;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * A row renders again only when what it shows changed: the stops are parsed anew from
 * legs_json on every edit, so they are compared by value. The panel API is left out: the row
 * uses only its data calls and permission checks, which the record's values do not change.
 */
export function sameRow(a: RowProps, b: RowProps): boolean {
  return (
    a.index === b.index &&
    a.count === b.count &&
    a.card === b.card &&
    a.places === b.places &&
    a.commands === b.commands &&
    same(a.range, b.range) &&
    same(a.rights, b.rights) &&
    same(a.problems, b.problems) &&
    same(a.leg, b.leg) &&
    same(a.previous, b.previous)
  );
}

/** One stop: a row of the wide table, or a card of the compact timeline (spec 002 section 2). */
export const LegRow = memo(function LegRow(props: RowProps) {
  const { t, i18n } = useTranslation('panels');
  const { leg, previous, rights, commands, index } = props;
  const card = props.card ?? false;
  const disabled = !rights.edit;
  const n = index + 1;
  const start = new Date(leg.startdate);
  const crossing = previous && (previous.isocode || 'sk') !== (leg.isocode || 'sk');
  const border = borderTime(previous, leg);
  const money = (value: number) =>
    value.toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <RowShell
      card={card}
      data-leg={index}
      data-problem={props.problems.length > 0 || undefined}
      onDoubleClick={(event) => {
        if ((event.target as HTMLElement).closest('input, select, button, summary')) return;
        window.open(mapUrl(leg), '_blank', 'noopener');
      }}
    >
      <Cell card={card} label={t('journey.date')}>
        {Number.isNaN(start.getTime())
          ? ''
          : start.toLocaleDateString(i18n.language, { weekday: 'short', day: 'numeric', month: 'numeric' })}
      </Cell>
      <Cell card={card}>
        <Flag iso={leg.isocode} title={leg.country || leg.isocode} />
      </Cell>
      <Cell card={card} label={t('journey.start')}>
        <select
          aria-label={t('journey.placeOf', { n })}
          disabled={disabled}
          value={leg.location?.id ?? ''}
          onChange={(event) => {
            const place = props.places.find((candidate) => candidate.id === event.target.value);
            if (place) commands.change(placeLeg(leg, place));
          }}
        >
          <option value="">{leg.location?.label ?? t('journey.choosePlace')}</option>
          {props.places.map((place) => (
            <option key={place.id} value={place.id}>
              {place.name}
            </option>
          ))}
        </select>
        <input
          type="datetime-local"
          aria-label={t('journey.startOf', { n })}
          disabled={disabled}
          min={props.range.min}
          max={props.range.max}
          value={toLocalInput(leg.startdate)}
          onChange={(event) => {
            const iso = fromLocalInput(event.target.value);
            if (iso) commands.change({ ...leg, startdate: iso });
          }}
        />
        {props.problems.map((problem) => (
          <span key={problem.code} className="journey-problem" role="note">
            {t(`journey.problem.${problem.code}`, { n })}
          </span>
        ))}
      </Cell>
      {rights.address && (
        <Cell card={card} label={t('journey.address')}>
          <AddressInput
            api={props.api}
            value={leg.address ?? ''}
            disabled={disabled}
            label={t('journey.addressOf', { n })}
            onFound={(found) => commands.change({ ...leg, ...found, approx: false })}
          />
        </Cell>
      )}
      <Cell card={card} label={t('journey.end')} data-end={index}>
        {leg.enddate
          ? new Date(leg.enddate).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })
          : ''}
      </Cell>
      <Cell card={card} label={t('journey.duration')}>
        <span data-duration={index}>{hoursText(leg.custom_duration ?? leg.duration)}</span>
        {index > 0 && (
          // hours, in quarters as the estimated durations are; empty: the estimate again
          <input
            type="number"
            min={0}
            step={0.25}
            className="journey-custom"
            aria-label={t('journey.customDurationOf', { n })}
            disabled={disabled}
            value={leg.custom_duration == null ? '' : round2(leg.custom_duration / 3600)}
            onChange={(event) =>
              commands.change({
                ...leg,
                custom_duration:
                  event.target.value === '' ? null : Math.round(Number(event.target.value) * 3600),
              })
            }
          />
        )}
      </Cell>
      <Cell card={card} label={index > 0 ? t('journey.km') : undefined} className="number">
        {index > 0 && (
          <span data-approx={leg.approx || undefined} title={leg.approx ? t('journey.approx') : undefined}>
            {leg.approx ? '~' : ''}
            {leg.distance ?? ''}
          </span>
        )}
        {index > 0 && rights.customDistance && (
          <input
            type="number"
            min={0}
            step={0.1}
            className="journey-custom"
            aria-label={t('journey.customDistanceOf', { n })}
            disabled={disabled}
            value={leg.custom_distance ?? ''}
            onChange={(event) =>
              commands.change({
                ...leg,
                custom_distance: event.target.value === '' ? null : Number(event.target.value),
              })
            }
          />
        )}
      </Cell>
      <Cell card={card} label={index > 0 ? t('journey.transportLabel') : undefined}>
        {index > 0 && (
          <select
            aria-label={t('journey.transportOf', { n })}
            disabled={disabled}
            value={leg.masstransit ?? 'no'}
            onChange={(event) => commands.change({ ...leg, masstransit: event.target.value as Transport })}
          >
            {transports.map((transport) => (
              <option key={transport} value={transport}>
                {t(`journey.transport.${transport}`)}
              </option>
            ))}
          </select>
        )}
        {crossing && (
          <label className="journey-border">
            {t('journey.border')}
            <input
              type="datetime-local"
              aria-label={t('journey.borderOf', { n })}
              disabled={disabled}
              min={props.range.min}
              max={props.range.max}
              value={border ? toLocalInput(border) : ''}
              onChange={(event) =>
                commands.change(withBorderTime(previous, leg, fromLocalInput(event.target.value)))
              }
            />
          </label>
        )}
      </Cell>
      <Cell card={card} label={t('journey.costLabel')} className="number">
        <details className="journey-costs">
          <summary aria-label={t('journey.costsOf', { n })}>{money(legExpense(leg))}</summary>
          {costFields.map((field) => (
            <label key={field}>
              {t(`journey.cost.${field}`)}
              <input
                type="number"
                min={0}
                step={0.01}
                disabled={disabled}
                value={leg[field] ?? ''}
                onChange={(event) =>
                  commands.change({
                    ...leg,
                    [field]: event.target.value === '' ? null : round2(Number(event.target.value)),
                  })
                }
              />
            </label>
          ))}
        </details>
      </Cell>
      <Cell card={card} className="journey-actions">
        <a href={mapUrl(leg)} target="_blank" rel="noopener noreferrer" title={t('journey.map')}>
          <MapPin size={16} aria-label={t('journey.map')} />
        </a>
        {!disabled && (
          <>
            <button
              type="button"
              className="icon-button"
              title={t('journey.addAfter')}
              onClick={commands.addAfter}
            >
              <Plus size={16} aria-label={t('journey.addAfter')} />
            </button>
            <button
              type="button"
              className="icon-button"
              title={t('journey.duplicate')}
              onClick={commands.duplicate}
            >
              <CopyPlus size={16} aria-label={t('journey.duplicate')} />
            </button>
            <button
              type="button"
              className="icon-button"
              title={t('journey.moveUp')}
              disabled={index === 0}
              onClick={() => commands.move(-1)}
            >
              <ArrowUp size={16} aria-label={t('journey.moveUp')} />
            </button>
            <button
              type="button"
              className="icon-button"
              title={t('journey.moveDown')}
              disabled={index === props.count - 1}
              onClick={() => commands.move(1)}
            >
              <ArrowDown size={16} aria-label={t('journey.moveDown')} />
            </button>
            <button
              type="button"
              className="icon-button"
              title={t('journey.delete')}
              disabled={props.count <= 2}
              onClick={commands.remove}
            >
              <Trash2 size={16} aria-label={t('journey.delete')} />
            </button>
          </>
        )}
      </Cell>
    </RowShell>
  );
}, sameRow);
