import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../session/error-reporting';

/** A render or loading error inside the router: 'Something went wrong' with its name and message. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => reportError(error, 'route'), [error]);
  const name = isRouteErrorResponse(error)
    ? String(error.status)
    : error instanceof Error
      ? error.name
      : 'Error';
  const message = isRouteErrorResponse(error)
    ? error.statusText
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="page-message" role="alert">
      <h1>{t('somethingWentWrong')}</h1>
      <p>
        <strong>{name}</strong>: {message}
      </p>
      <p>{t('contactSupport')}</p>
    </main>
  );
}
