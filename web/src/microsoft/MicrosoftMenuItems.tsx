import { Cloud, CloudOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { ApiError } from '../api/http';
import { loadNamespace } from '../i18n/setup-i18n';
import { MenuItem } from '../ui/Menu';
import { alertMessage } from '../ui/prompts';
import { connectMicrosoft, disconnectMicrosoft, microsoftStatusKey } from './microsoft-api';
import { useMicrosoftStatus } from './use-microsoft-status';

/**
 * The profile menu's Microsoft 365 item: "Connect Microsoft 365" starts the consent flow and
 * comes back to this page; once connected, "Disconnect Microsoft 365" forgets the tokens.
 * Nothing shows when the server has no Microsoft app configured.
 */
export function MicrosoftMenuItems() {
  const { t } = useTranslation('microsoft');
  const status = useMicrosoftStatus();
  if (!status?.configured) return null;
  // connecting is pointless when the organisation enables no feature; disconnecting never is
  if (!status.connected && !status.calendars && !status.files) return null;
  const fail = (error: unknown) =>
    void alertMessage(
      t('failed'),
      error instanceof ApiError || error instanceof Error ? error.message : String(error),
    );
  return status.connected ? (
    <MenuItem
      onSelect={() => {
        disconnectMicrosoft()
          .then(() => mutate(microsoftStatusKey))
          .catch(fail);
      }}
    >
      <CloudOff size={16} aria-hidden="true" /> {t('disconnect')}
    </MenuItem>
  ) : (
    <MenuItem onSelect={() => void connectMicrosoft().catch(fail)}>
      <Cloud size={16} aria-hidden="true" /> {t('connect')}
    </MenuItem>
  );
}

/**
 * After the consent flow the page carries ?microsoft=connected|failed: say how a failure went,
 * once, and tidy the address. Mounted with the shell (the menu's items mount only when open).
 */
export function MicrosoftConnectOutcome() {
  const { t } = useTranslation('microsoft');
  useEffect(() => {
    const url = new URL(window.location.href);
    const outcome = url.searchParams.get('microsoft');
    if (outcome !== 'connected' && outcome !== 'failed') return;
    url.searchParams.delete('microsoft');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    void loadNamespace('microsoft').then(() => {
      if (outcome === 'failed') void alertMessage(t('failed'), t('failedText'));
    });
    void mutate(microsoftStatusKey);
  }, [t]);
  return null;
}
