/**
 * Everything the Microsoft integration needs, built once from the environment by the server
 * (OAUTH_MICROSOFT_* for the app registration, MICROSOFT_TOKEN_KEY, GRAPH_URL,
 * MICROSOFT_GRAPH_SCOPES). Absent, the integration answers ERR_MICROSOFT_NOT_CONFIGURED.
 */
export type MicrosoftSettings = {
  clientId: string;
  clientSecret: string;
  /** msal-node's authority: the issuer without its /v2.0 (https://login.microsoftonline.com/common). */
  authority: string;
  /** Where Microsoft sends the browser back after consent (register it with the app). */
  redirectUri: string;
  /** The Graph scopes the organisation enables, e.g. Calendars.Read Files.ReadWrite. */
  scopes: string[];
  /** Microsoft Graph's origin (GRAPH_URL; tests point it at their fake). */
  graphUrl: string;
  /** MICROSOFT_TOKEN_KEY: the key token caches are sealed with. */
  tokenKey: string;
  /** A certificate to trust for the identity and Graph endpoints (tests' self-signed fake only). */
  ca?: string;
};

/** The default Graph scopes: Outlook calendars (read) and OneDrive files. */
export const defaultGraphScopes = ['Calendars.Read', 'Files.ReadWrite'];

/** The v2.0 issuer of OAUTH_MICROSOFT_ISSUER as the authority msal-node expects. */
export function authorityFromIssuer(issuer: string): string {
  return issuer.replace(/\/+$/, '').replace(/\/v2\.0$/, '');
}
