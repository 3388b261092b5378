import type { LocalDriveSettings } from '@strata/api/contract/local-drive';
import useSWR from 'swr';
import { getJson } from '../../api/http';

const fallback: LocalDriveSettings = { provider: 'local', onlineViewers: false };

/** The installation's drive settings (GET /api/drive/settings), once per session; off until known. */
export function useDriveSettings(): LocalDriveSettings {
  const { data } = useSWR<LocalDriveSettings>('/api/drive/settings', getJson, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return data ?? fallback;
}
