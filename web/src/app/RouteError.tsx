import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkLoadTimeout } from '../chunks/chunk-timeout';
import { reportError } from '../diagnostics/error-reporting';
import { SomethingWentWrong } from './SomethingWentWrong';

/**
 * Reloads the page: the router keeps a route's failed chunk load (and React.lazy its failed
 * component) for the life of the page, so only a fresh page asks the server again.
 */
function reloadPage(): void {
  window.location.reload();
}

/** A render or loading error inside the router. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => reportError(error, 'route'), [error]);
  if (error instanceof ChunkLoadTimeout) {
    const message = t('chunkTimeout', { seconds: error.seconds });
    return <SomethingWentWrong name={error.name} message={message} onRetry={reloadPage} />;
  }
  if (isRouteErrorResponse(error))
    return <SomethingWentWrong name={String(error.status)} message={error.statusText} />;
  if (error instanceof Error) return <SomethingWentWrong name={error.name} message={error.message} />;
  return <SomethingWentWrong name="Error" message={String(error)} />;
}
