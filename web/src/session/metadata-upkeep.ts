import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getJson, refreshMetadataEvent } from '../api/http';
import type { UserContext } from '../api/user-context';
import { isWorkingOffline } from '../offline/mode/working-offline';
import { useObjectChanged } from './live-changes';

/** When this page was loaded: a server built later means a new version is deployed. */
const pageLoadedAt = performance.timeOrigin;
const checkEveryMs = 60_000;

/**
 * Keeps the metadata fresh (spec 000 section 4, App shell): reloaded when older than its
 * maxAge (12 hours), when the server flags it (needsRefresh, asked every minute with the context's
 * stamp), when inu_metadata, inu_localize or inu_orgsettings changes, or
 * when the language changes (names come translated); and the page reloads when the server's
 * build date is newer than the page (and not in the future).
 */
export function useMetadataUpkeep(context: UserContext | undefined, refresh: () => unknown): void {
  const loadedAt = useRef(Date.now());
  const { i18n } = useTranslation();
  const language = useRef(i18n.language);
  useEffect(() => {
    // the server translates the organisation's names into the language each request carries
    if (language.current === i18n.language) return;
    language.current = i18n.language;
    void refresh();
  }, [i18n.language, refresh]);
  useEffect(() => {
    if (!context) return;
    loadedAt.current = Date.now();
    const built = Date.parse(context.buildDate);
    if (Number.isFinite(built) && built > pageLoadedAt && built <= Date.now()) window.location.reload();
  }, [context]);

  useEffect(() => {
    if (!context) return;
    const check = async () => {
      if (context.needsRefresh || Date.now() - loadedAt.current > context.maxAge) return void refresh();
      // the server says whether the user's roles, apps or the metadata changed since this context
      if (!context.stamp || isWorkingOffline() || document.hidden) return;
      const state = await getJson<{ needsRefresh: boolean }>(
        `/api/getusercontext/state?stamp=${encodeURIComponent(context.stamp)}`,
      ).catch(() => null);
      if (state?.needsRefresh) void refresh();
    };
    const timer = setInterval(() => void check(), checkEveryMs);
    return () => clearInterval(timer);
  }, [context, refresh]);

  useEffect(() => {
    // 'Unexpected token <' (HTML where JSON or a script was expected) asks for fresh metadata
    const onRequest = () => void refresh();
    window.addEventListener(refreshMetadataEvent, onRequest);
    return () => window.removeEventListener(refreshMetadataEvent, onRequest);
  }, [refresh]);

  useObjectChanged('inu_metadata', refresh as () => void);
  // translated names (inu_localize) come with the user context: a saved translation reaches open apps
  useObjectChanged('inu_localize', refresh as () => void);
  // so does the organisation's number format (inu_orgsettings.numberlocale): a saved choice reformats numbers
  useObjectChanged('inu_orgsettings', refresh as () => void);
  // and the currencies (currencyDict): a currency added or its rate changed converts at once
  useObjectChanged('currency', refresh as () => void);
}
