import type { Env } from './env.js';

export type OriginSettings = Pick<Env, 'BASE_DOMAIN' | 'PUBLIC_PROTOCOL' | 'PORT'> & {
  PUBLIC_PORT?: string | undefined;
};

/**
 * The address of an organisation, for links Strata sends (mail, redirects): always from
 * configuration, never from the request's Host or X-Forwarded-Host, so a forged header
 * cannot point a link at another site.
 */
export function tenantOrigin(settings: OriginSettings, organization: string): string {
  const port =
    settings.PUBLIC_PORT !== undefined
      ? settings.PUBLIC_PORT
      : settings.PUBLIC_PROTOCOL === 'http' && settings.PORT !== 80
        ? String(settings.PORT)
        : '';
  return `${settings.PUBLIC_PROTOCOL}://${organization}.${settings.BASE_DOMAIN}${port ? `:${port}` : ''}`;
}
