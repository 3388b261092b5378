import useSWR from 'swr';
import { loadNamespace } from '../i18n/setup-i18n';
import { fetchMicrosoftStatus, type MicrosoftStatus, microsoftStatusKey } from './microsoft-api';

/**
 * The user's Microsoft 365 status, with the `microsoft` texts loaded beside it. A server that
 * cannot say (an error) counts as not configured: nothing Microsoft is shown.
 */
export function useMicrosoftStatus(): MicrosoftStatus | undefined {
  const { data, error } = useSWR(
    microsoftStatusKey,
    async () => {
      const [status] = await Promise.all([fetchMicrosoftStatus(), loadNamespace('microsoft')]);
      return status;
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return error ? notConfigured : data;
}

const notConfigured: MicrosoftStatus = {
  configured: false,
  connected: false,
  calendars: false,
  files: false,
};
