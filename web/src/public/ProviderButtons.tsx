import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { exchangeHandover, newHandoverNonce } from '../session/handover';
import { providerLogos } from './provider-logos';

export const providers = [
  { name: 'google', label: 'Google' },
  { name: 'facebook', label: 'Facebook' },
  { name: 'apple', label: 'Apple' },
  // the spec's client calls Microsoft's sign-in "azure"
  { name: 'azure', label: 'Microsoft' },
] as const;

/** The providers this server is set up for (GET /auth/providers); none while unknown. */
function useConfiguredProviders(): ReadonlySet<string> {
  const { data } = useSWR(
    '/auth/providers',
    async (url: string) => {
      const response = await fetch(url, { headers: { Accept: 'application/json' } });
      if (!response.ok) return [];
      return ((await response.json()) as { providers?: string[] }).providers ?? [];
    },
    { revalidateOnFocus: false },
  );
  return new Set(data ?? []);
}

/** The message /popupLogin sends its opener once a provider sign-in has finished. */
export type PopupLoginMessage = { type: 'strata:popup-login'; code: string };

type Props = {
  organization: string;
  disabled: boolean;
  onError: (message: string) => void;
  /** Sign-in: a popup ending on /popupLogin. Sign-up: the whole page goes, with the solved puzzle. */
  mode: { kind: 'signin'; onSignedIn: () => void } | { kind: 'signup'; puzzle: () => Promise<string> };
};

/**
 * Provider buttons (spec 000 sections 2 and 7), one line each with the provider's mark, for the
 * providers the server is set up for only. The start URL is tried first without following
 * its redirect, so an unconfigured provider or a bad organisation shows its message here
 * instead of a bare error page in the popup.
 */
export function ProviderButtons({ organization, disabled, onError, mode }: Props) {
  const { t } = useTranslation();
  const configured = useConfiguredProviders();

  // the latest callbacks, without re-subscribing on every render
  const latestMode = useRef(mode);
  latestMode.current = mode;
  useEffect(() => {
    const listener = (event: MessageEvent<PopupLoginMessage>) => {
      const current = latestMode.current;
      if (current.kind !== 'signin') return;
      if (event.origin !== window.location.origin || event.data?.type !== 'strata:popup-login') return;
      // this tab started the flow and holds its nonce: the code opens here without a question
      void exchangeHandover(event.data.code, () => false).then((signedIn) => {
        if (signedIn) current.onSignedIn();
      });
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  const start = async (provider: string) => {
    const org = encodeURIComponent(organization.trim().toLowerCase());
    const query = new URLSearchParams({ origin: window.location.origin });
    let url: string;
    if (mode.kind === 'signin') {
      // the flow ends on this origin: its code opens only with this tab's nonce (session/handover.ts)
      query.set('handover', newHandoverNonce());
      query.set('redirectUrl', '/popupLogin');
      url = `/auth/${provider}/${org}?${query}`;
    } else {
      query.set('redirectUrl', '/');
      query.set('puzzle', await mode.puzzle());
      url = `/auth/${provider}/signup/${org}?${query}`;
      window.location.assign(url);
      return;
    }
    const check = await fetch(url, { redirect: 'manual', headers: { Accept: 'application/json' } }).catch(
      () => undefined,
    );
    if (!check) return onError(t('networkError'));
    if (check.type !== 'opaqueredirect') {
      const body = (await check.json().catch(() => ({}))) as { message?: string };
      return onError(body.message ?? check.statusText);
    }
    const popup = window.open(url, 'strata-provider-login', 'popup,width=520,height=680');
    if (!popup) {
      // a blocked popup: the whole page goes through the provider and comes back here
      query.set('redirectUrl', `${window.location.pathname}${window.location.search}`);
      window.location.assign(`/auth/${provider}/${org}?${query}`);
    }
  };

  const shown = providers.filter((provider) => configured.has(provider.name));
  if (shown.length === 0) return null;
  return (
    <div className="provider-buttons">
      {shown.map((provider) => (
        <button
          key={provider.name}
          type="button"
          className="button provider"
          disabled={disabled}
          onClick={() => void start(provider.name).catch((error: Error) => onError(error.message))}
        >
          {providerLogos[provider.name]}
          <span>{t('auth.continueWith', { provider: provider.label })}</span>
        </button>
      ))}
    </div>
  );
}
