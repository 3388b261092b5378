import type { PanelDefinition } from '@strata/api/contract/views';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useMediaQuery } from '../../ui/use-media-query';
import { usePanelApi } from '../panel-api';
import { datePickerRange } from './date-limits';
import { measureEdit } from './edit-timing';
import { JourneyTable } from './JourneyTable';
import { JourneyTimeline } from './JourneyTimeline';
import { LegRow, type RowCommands, type RowRights } from './LegRow';
import type { Leg } from './leg';
import { deleteLeg, moveLeg, patchLeg } from './leg-edits';
import { duplicateStop, insertStop, type Place } from './leg-rules';
import { newLegId, useTrip } from './use-trip';
import './journey.css';

/** Spec 002 section 9: the compact breakpoint. */
export const compactQuery = '(max-width: 419.98px)';

// one empty list while the places load: a new one each render would read the home again
const noPlaces: Place[] = [];

/**
 * The trip planner (spec 002 sections 2, 4 and 5): the stops of legs_json as a table, or a
 * compact timeline on a narrow screen. Every edit recomputes the record's derived fields
 * (use-trip.ts); a damaged leg list is shown with its problems and can be repaired.
 */
export function JourneyPanel({ panel }: { panel: PanelDefinition }) {
  const { t } = useTranslation('panels');
  const api = usePanelApi(panel);
  const compact = useMediaQuery(compactQuery);
  const { data: places = noPlaces } = useSWR('journey-places', () =>
    api.data.retrieveAll<Place>({
      entity: {
        name: 'route_location',
        attributes: ['name', 'country', 'isocode', 'is_country', 'latitude', 'longitude'].map(
          (attribute) => ({
            attribute,
          }),
        ),
        orders: [
          { attribute: 'is_country', descending: false },
          { attribute: 'name', descending: false },
        ],
      },
    }),
  );
  const { legs, problems, commit, startOver: homeAgain } = useTrip(api, places);
  // the edit's main-thread time, up to the recomputed stops in the page (edit-timing.ts)
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured once per new list of stops
  useLayoutEffect(measureEdit, [legs]);
  const rights: RowRights = {
    edit: !api.readOnly && api.can('route_route;2'),
    address: api.can('route_address;0'),
    customDistance: api.can('route_actions;2'),
  };
  const range = datePickerRange(api.values.report_date, new Date(legs[0]?.startdate ?? Date.now()));
  const listProblems = problems.filter((problem) => problem.index === null || problem.code === 'badLeg');
  const change = (next: Leg[]) => commit(next);
  // a row's commands read the stops when pressed, so they stay the same between edits and an
  // unchanged row is not rendered again (LegRow is memoised; a 30-stop edit must fit a frame)
  const current = useRef(legs);
  current.current = legs;
  const commands = useMemo(
    () =>
      Array.from(
        { length: legs.length },
        (_, index): RowCommands => ({
          change: (next) => commit(patchLeg(current.current, index, next)),
          addAfter: () => commit(insertStop(current.current, index, {}, newLegId)),
          duplicate: () => commit(duplicateStop(current.current, index, newLegId)),
          remove: () => commit(deleteLeg(current.current, index)),
          move: (step) => commit(moveLeg(current.current, index, step)),
        }),
      ),
    [legs.length, commit],
  );
  const startOver = () => commit(homeAgain());

  // the same rows in the table and the timeline's cards: every edit at every width
  const rows = (card: boolean) =>
    legs.map((leg, index) => (
      <LegRow
        key={leg.id}
        card={card}
        api={api}
        leg={leg}
        previous={legs[index - 1]}
        index={index}
        count={legs.length}
        places={places}
        range={range}
        rights={rights}
        problems={problems.filter((problem) => problem.index === index && problem.code !== 'badLeg')}
        commands={commands[index] as RowCommands}
      />
    ));

  return (
    <div className="journey-panel" data-panel-name={panel.name}>
      {listProblems.length > 0 && (
        <div className="journey-problems" role="alert">
          <ul>
            {listProblems.map((problem) => (
              <li key={`${problem.code}-${problem.index}`}>
                {t(`journey.problem.${problem.code}`, { n: (problem.index ?? 0) + 1 })}
              </li>
            ))}
          </ul>
          {typeof api.values.legs_json === 'string' && (
            <details>
              <summary>{t('journey.storedText')}</summary>
              <pre>{api.values.legs_json}</pre>
            </details>
          )}
          {rights.edit && (
            <p>
              {legs.length > 0 && (
                <button type="button" onClick={() => change(legs)}>
                  {t('journey.keepReadable', { count: legs.length })}
                </button>
              )}{' '}
              <button type="button" onClick={startOver}>
                {t('journey.startOver')}
              </button>
            </p>
          )}
        </div>
      )}
      {compact ? (
        <JourneyTimeline legs={legs}>{rows(true)}</JourneyTimeline>
      ) : (
        <JourneyTable legs={legs} address={rights.address}>
          {rows(false)}
        </JourneyTable>
      )}
    </div>
  );
}
