import { useMemo } from 'react';
import useSWR from 'swr';
import type { PanelApi } from '../panel-api';
import { type HomeUser, homeAttributes, homeStop } from './home-stop';
import type { Leg } from './leg';
import type { Place } from './leg-rules';

/**
 * The signed-in user's home as a stop (home-stop.ts), read from their systemuser record. A user
 * who may not read it, or has none, starts from an empty stop: the trip still starts.
 */
export function useHomeStop(api: PanelApi, places: Place[]): Partial<Leg> {
  const { data: user } = useSWR(['journey-home', api.userId], () =>
    api.data
      .retrieveSingleById<HomeUser>('systemuser', api.userId, { attributes: [...homeAttributes] })
      .catch(() => null),
  );
  return useMemo(() => homeStop(user, places), [user, places]);
}
