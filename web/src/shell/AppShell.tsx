import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import useSWR, { mutate as revalidateEverything } from 'swr';
import { ApiError } from '../api/http';
import type { UserContext } from '../api/user-context';
import { lazyChunk } from '../chunks/lazy-chunk';
import { buildMenu } from '../context/home-menu';
import { type Shell, ShellContext } from '../context/shell-context';
import { setReportingContext } from '../diagnostics/error-reporting';
import { loadNamespace } from '../i18n/setup-i18n';
import { MicrosoftConnectOutcome } from '../microsoft/MicrosoftMenuItems';
import { isWorkingOffline } from '../offline/mode/working-offline';
import { OfflineDialogHost } from '../offline-menu/dialogs/OfflineDialogHost';
import { LoggedOutPopup } from '../public/LoggedOutPopup';
import { useLiveChanges } from '../session/live-changes';
import { loadUserContext, userContextSwrKey } from '../session/load-user-context';
import { useMetadataUpkeep } from '../session/metadata-upkeep';
import { loginPathFor } from '../session/return-url';
import { useUserLanguage } from '../session/use-user-language';
import { ErrorPanel } from '../ui/ErrorPanel';
import { Spinner } from '../ui/Spinner';
import { AppHeader } from './AppHeader';
import { customizeMenu } from './customize-menu';
import { NavigationProgress } from './NavigationProgress';
import { rememberApp, rememberedApp, resolveApp } from './resolve-app';
import { ShellSkeleton } from './ShellSkeleton';
import { useCustomizeEntities } from './use-customize-entities';
import { isBareAppPath, useSettledSignal } from './use-settled-signal';

/** Only while an administrator views the data as a role (admin/roles/ViewAsBanner.tsx). */
const ViewAsBanner = lazyChunk(async () => {
  const [module] = await Promise.all([import('../admin/roles/ViewAsBanner'), loadNamespace('admin')]);
  return module;
});

/**
 * Everything under /{appid}/ (spec 000 sections 2 and 4, App shell): loads the user context,
 * sends anonymous visitors to /login with a returnUrl, settles which app the URL means
 * (rewriting `!` and unknown ids), and keeps metadata, live changes and the session in order.
 */
export default function AppShell() {
  const { t } = useTranslation();
  const { appId = '!' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // without a token (main.tsx has already asked the other tabs) there is nothing to load: asking
  // anyway would only log a 401 in the console before the login page
  // working offline (issue 27), the unlocked offline data stands in for the session
  const offline = isWorkingOffline();
  const contextKey = userContextSwrKey();
  const hasToken = contextKey !== null;
  const { data, error, mutate, isValidating } = useSWR<UserContext>(contextKey, loadUserContext, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const refreshMetadata = useCallback(() => mutate(), [mutate]);
  useSameUser(data?.user.id);
  useMetadataUpkeep(data, refreshMetadata);
  useLiveChanges(Boolean(data) && !offline);
  useUserLanguage(data?.user.language);

  const app = useMemo(
    () => (data ? resolveApp(data.apps, appId, rememberedApp(data.orgName)) : undefined),
    [data, appId],
  );
  // a 401 from a request still being retried (e.g. right after signing in) decides nothing yet.
  // Once the shell has its context, a failed re-check (the metadata upkeep's) changes nothing on
  // screen: a 401 raises the logged-out popup (api/http.ts) over the page and its unsaved work,
  // any other failure waits for the next check. Only a first load that fails leaves the page.
  const signedOut =
    !hasToken || (!data && error instanceof ApiError && error.status === 401 && !isValidating);

  useEffect(() => {
    if (signedOut) navigate(loginPathFor(location), { replace: true });
  }, [signedOut, navigate, location]);

  useEffect(() => {
    if (!data || !app) return;
    rememberApp(data.orgName, app.name);
    setReportingContext({ user: data.user.id, appId: app.name, orgName: data.orgName });
    if (app.name !== appId) {
      const rest = location.pathname.split('/').slice(2).join('/');
      navigate(`/${app.name}/${rest}${location.search}`, { replace: true });
    }
  }, [data, app, appId, location.pathname, location.search, navigate]);

  // an app's bare address always moves on (AppIndex); with no app at all its message stays
  const settled = !!data && (!app || (app.name === appId && !isBareAppPath(location.pathname)));
  useSettledSignal(settled && !signedOut);

  const createdEntities = useCustomizeEntities(app?.builtIn === true);
  const menu = useMemo(() => {
    if (!data || !app) return [];
    if (app.builtIn) return buildMenu(customizeMenu(t, createdEntities), data);
    return app.home ? buildMenu(app.home, data) : [];
  }, [data, app, t, createdEntities]);

  if (error && !data && !signedOut) {
    return <ErrorPanel title={t('somethingWentWrong')} error={error} onRetry={() => void mutate()} />;
  }
  if (!data) return <ShellSkeleton />;
  const shell: Shell = { context: data, app, menu, refreshMetadata };
  return (
    <ShellContext.Provider value={shell}>
      <div className="shell">
        <a className="skip-link" href="#main">
          {t('shell.skipToContent')}
        </a>
        {data.viewAs && (
          <Suspense fallback={null}>
            <ViewAsBanner roleId={data.viewAs.roleId} roleName={data.viewAs.roleName} />
          </Suspense>
        )}
        <AppHeader />
        <MicrosoftConnectOutcome />
        <NavigationProgress />
        <main id="main" className="shell-main" tabIndex={-1}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
        <OfflineDialogHost />
        <LoggedOutPopup
          organization={data.orgName}
          email={data.user.email ?? ''}
          onSignedIn={() => void revalidateEverything(() => true)}
        />
      </div>
    </ShellContext.Provider>
  );
}

/**
 * Someone else signing in through the logged-out popup gets a fresh page: what is on screen
 * (records, drafts, cached answers) was loaded for the previous user.
 */
function useSameUser(userId: string | undefined): void {
  const first = useRef(userId);
  useEffect(() => {
    first.current ??= userId;
    if (userId && first.current !== userId) window.location.assign('/');
  }, [userId]);
}
