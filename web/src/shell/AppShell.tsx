import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import useSWR, { mutate as revalidateEverything } from 'swr';
import { ApiError } from '../api/http';
import { loginPathFor } from '../public/return-url';
import { setReportingContext } from '../session/error-reporting';
import { LoggedOutPopup } from '../session/LoggedOutPopup';
import { useLiveChanges } from '../session/live-changes';
import { loadUserContext } from '../session/load-user-context';
import { useMetadataUpkeep } from '../session/metadata-upkeep';
import { useUserLanguage } from '../session/use-user-language';
import { type UserContext, userContextKey } from '../session/user-context';
import { ErrorPanel } from '../ui/ErrorPanel';
import { Spinner } from '../ui/Spinner';
import { AppHeader } from './AppHeader';
import { customizeMenu } from './customize-menu';
import { buildMenu } from './home-menu';
import { NavigationProgress } from './NavigationProgress';
import { rememberApp, rememberedApp, resolveApp } from './resolve-app';
import { type Shell, ShellContext } from './shell-context';

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
  const { data, error, mutate, isValidating } = useSWR<UserContext>(userContextKey, loadUserContext, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const refreshMetadata = useCallback(() => mutate(), [mutate]);
  useSameUser(data?.user.id);
  useMetadataUpkeep(data, refreshMetadata);
  useLiveChanges(Boolean(data));
  useUserLanguage(data?.user.language);

  const app = useMemo(
    () => (data ? resolveApp(data.apps, appId, rememberedApp(data.orgName)) : undefined),
    [data, appId],
  );
  // a 401 from a request still being retried (e.g. right after signing in) decides nothing yet
  const signedOut = error instanceof ApiError && error.status === 401 && !isValidating;

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

  const menu = useMemo(() => {
    if (!data || !app) return [];
    if (app.builtIn) return buildMenu(customizeMenu(t), data);
    return app.home ? buildMenu(app.home, data) : [];
  }, [data, app, t]);

  if (error && !signedOut) {
    return <ErrorPanel title={t('somethingWentWrong')} error={error} onRetry={() => void mutate()} />;
  }
  if (!data) return <Spinner />;
  const shell: Shell = { context: data, app, menu, refreshMetadata };
  return (
    <ShellContext.Provider value={shell}>
      <div className="shell">
        <a className="skip-link" href="#main">
          {t('shell.skipToContent')}
        </a>
        <AppHeader />
        <NavigationProgress />
        <main id="main" className="shell-main" tabIndex={-1}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
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
