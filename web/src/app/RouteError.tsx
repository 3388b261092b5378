import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../session/error-reporting';
import { SomethingWentWrong } from './SomethingWentWrong';

/** A render or loading error inside the router. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => reportError(error, 'route'), [error]);
  if (isRouteErrorResponse(error))
    return <SomethingWentWrong name={String(error.status)} message={error.statusText} />;
  if (error instanceof Error) return <SomethingWentWrong name={error.name} message={error.message} />;
  return <SomethingWentWrong name="Error" message={String(error)} />;
}
