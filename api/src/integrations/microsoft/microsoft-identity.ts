import { createHash } from 'node:crypto';
import {
  type AuthenticationResult,
  ConfidentialClientApplication,
  CryptoProvider,
  type ICachePlugin,
  InteractionRequiredAuthError,
} from '@azure/msal-node';
import type { JWTPayload } from 'jose';
import type { DatabasePool } from '../../db/types.js';
import { AppError } from '../../errors/app-error.js';
import { oauthFailed } from '../../errors/common-errors.js';
import type { Logger } from '../../logging/logger.js';
import type { SsrfGuard } from '../outbound/ssrf-guard.js';
import { consumeConnectState, createConnectState, type PendingConnect } from './connect-state-store.js';
import { createIdTokenCheck } from './id-token-check.js';
import { microsoftFailed, microsoftFeatureOff } from './microsoft-errors.js';
import type { MicrosoftSettings } from './microsoft-settings.js';
import { msalNetwork } from './msal-network.js';
import {
  type OrganisationMicrosoft,
  organisationMicrosoft,
  readMicrosoftChoice,
} from './organisation-features.js';
import { deleteTokenCache, readTokenCache, writeTokenCache } from './token-cache-table.js';
import { createTokenSealer } from './token-crypto.js';

/** Where a user's tokens live: the organisation's schema on its cluster's pool. */
export type TokenOwner = { db: DatabasePool; schema: string; userId: string };

export type AccessToken = { accessToken: string; expiresOn: string | null };

/** An organisation's schema on its cluster's pool. */
export type OrganisationPlace = { db: DatabasePool; schema: string };

/** A provider sign-in flow as the OAuth routes keep it (oauth-state-store.ts). */
export type SignInFlow = { state: string; nonce: string; codeVerifier: string; redirectUri: string };

type TokenOptions = { forceRefresh?: boolean; scopes?: string[] };

/** What Microsoft sign-in asks for besides the Graph scopes (msal adds openid, profile, offline_access). */
const signInScopes = ['email'];

/**
 * Microsoft identity through msal-node: "Connect Microsoft 365" is msal's authorization-code
 * flow with PKCE (getAuthCodeUrl, acquireTokenByCode) asking for the Graph scopes of the features
 * the organisation enables (organisation-features.ts) with offline access; access tokens come from acquireTokenSilent, which refreshes them with the
 * refresh token when they are due. Each user has their own msal token cache (msal's advice for
 * web apps: one partition per user), read from and written back to the organisation's schema,
 * sealed with MICROSOFT_TOKEN_KEY.
 */
export class MicrosoftIdentity {
  private readonly sealer;
  private readonly network;
  private readonly crypto = new CryptoProvider();
  private readonly checkIdToken;
  /** Token lookups in flight per user: parallel calls share one refresh (refresh tokens rotate). */
  private readonly inFlight = new Map<string, Promise<AccessToken>>();

  constructor(
    readonly settings: MicrosoftSettings,
    private readonly pool: DatabasePool,
    guard: SsrfGuard,
    private readonly logger: Logger,
  ) {
    this.sealer = createTokenSealer(settings.tokenKey);
    this.network = msalNetwork(guard, settings.ca);
    this.checkIdToken = createIdTokenCheck(settings, guard);
  }

  /** A client whose token cache is this one user's (loaded before, captured after each use). */
  private client(initial: string | null) {
    const cache = { text: initial, changed: false };
    const plugin: ICachePlugin = {
      beforeCacheAccess: async (context) => {
        if (cache.text) context.tokenCache.deserialize(cache.text);
      },
      afterCacheAccess: async (context) => {
        if (!context.cacheHasChanged) return;
        cache.text = context.tokenCache.serialize();
        cache.changed = true;
      },
    };
    const authorityHost = new URL(this.settings.authority).host;
    const app = new ConfidentialClientApplication({
      auth: {
        clientId: this.settings.clientId,
        clientSecret: this.settings.clientSecret,
        authority: this.settings.authority,
        // a sovereign cloud or a test's fake is trusted as configured, with no instance discovery
        ...(authorityHost === 'login.microsoftonline.com' ? {} : { knownAuthorities: [authorityHost] }),
      },
      cache: { cachePlugin: plugin },
      system: { networkClient: this.network },
    });
    return { app, cache };
  }

  private async save(owner: TokenOwner, homeAccountId: string, text: string | null) {
    if (!text) return;
    await writeTokenCache(owner.db, owner.schema, owner.userId, {
      homeAccountId,
      cache: this.sealer.seal(text, owner.userId),
    });
  }

  /** What the organisation enables, within the installation's scopes (one small query). */
  async organisation(place: OrganisationPlace): Promise<OrganisationMicrosoft> {
    return organisationMicrosoft(this.settings.scopes, await readMicrosoftChoice(place.db, place.schema));
  }

  /**
   * The consent URL for "Connect Microsoft 365" asking for `scopes` (the organisation's); the
   * flow returns to `returnPath` on the tenant.
   */
  async connectUrl(tenantId: string, userId: string, returnPath: string, scopes: string[]): Promise<string> {
    if (scopes.length === 0) throw microsoftFeatureOff();
    const { verifier, challenge } = await this.crypto.generatePkceCodes();
    const state = await createConnectState(this.pool, {
      tenantId,
      userId,
      codeVerifier: verifier,
      returnPath,
    });
    const { app } = this.client(null);
    return this.guarded(() =>
      app.getAuthCodeUrl({
        scopes,
        redirectUri: this.settings.redirectUri,
        codeChallenge: challenge,
        codeChallengeMethod: 'S256',
        state,
        prompt: 'select_account',
      }),
    );
  }

  /** Uses up a consent callback's state (single use, 10 minutes); unknown: ERR_OAUTH_FAILED. */
  consumeState(state: string | undefined): Promise<PendingConnect> {
    return consumeConnectState(this.pool, state);
  }

  /** Redeems the code of a consent callback and stores the user's new token cache. */
  async finishConnect(pending: PendingConnect, code: string, owner: TokenOwner): Promise<void> {
    if (!code) throw oauthFailed();
    const { scopes } = await this.organisation(owner);
    const { app, cache } = this.client(null);
    const result = await this.guarded(() =>
      app.acquireTokenByCode({
        code,
        scopes,
        redirectUri: this.settings.redirectUri,
        codeVerifier: pending.codeVerifier,
      }),
    );
    if (!result?.account) throw oauthFailed();
    await this.save(owner, result.account.homeAccountId, cache.text);
  }

  /**
   * Microsoft sign-in and sign-up (/auth/azure/...) through msal-node: the authorization URL of
   * a flow the OAuth routes started, asking for the Graph scopes with offline access as well, so
   * signing in with Microsoft also connects Microsoft 365. `scopes` are the organisation's (a
   * sign-up's new organisation enables everything the installation asks for).
   */
  async signInUrl(flow: SignInFlow, scopes: string[] = this.settings.scopes): Promise<string> {
    const { app } = this.client(null);
    return this.guarded(() =>
      app.getAuthCodeUrl({
        scopes: [...signInScopes, ...scopes],
        redirectUri: flow.redirectUri,
        codeChallenge: createHash('sha256').update(flow.codeVerifier).digest('base64url'),
        codeChallengeMethod: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      }),
    );
  }

  /**
   * Redeems a sign-in callback's code (PKCE verifier, nonce checked by msal-node), checks the ID
   * token's signature and issuer, and answers its claims and how to keep the user's tokens once
   * the OAuth routes know which user signed in.
   */
  async redeemSignIn(
    flow: SignInFlow,
    code: string,
    scopes: string[] = this.settings.scopes,
  ): Promise<{ claims: JWTPayload; keepTokens: (owner: TokenOwner) => Promise<void> }> {
    if (!code) throw oauthFailed();
    const { app, cache } = this.client(null);
    const result = await this.guarded(() =>
      app.acquireTokenByCode(
        {
          code,
          scopes: [...signInScopes, ...scopes],
          redirectUri: flow.redirectUri,
          codeVerifier: flow.codeVerifier,
          // msal-node compares the ID token's nonce with this one (and fails on a mismatch)
          nonce: flow.nonce,
        },
        // the state was checked and used up by the OAuth routes (oauth-state-store.ts)
        { code, nonce: flow.nonce },
      ),
    );
    const account = result?.account;
    if (!account || !result.idToken) throw oauthFailed();
    let claims: JWTPayload;
    try {
      claims = await this.checkIdToken(result.idToken);
    } catch (error) {
      this.logger.warn({ error: { message: (error as Error).message } }, 'Microsoft ID token refused');
      throw oauthFailed();
    }
    return { claims, keepTokens: (owner) => this.save(owner, account.homeAccountId, cache.text) };
  }

  /** Whether the user has tokens (they may still turn out revoked). */
  async isConnected(owner: TokenOwner): Promise<boolean> {
    return (await readTokenCache(owner.db, owner.schema, owner.userId)) !== null;
  }

  /**
   * A fresh access token for Graph, refreshed silently when due. Never connected:
   * ERR_MICROSOFT_NOT_CONNECTED; a refresh token Microsoft no longer honours (expired, revoked,
   * consent withdrawn): the tokens are forgotten and ERR_MICROSOFT_RECONNECT asks the user to
   * connect again. The token carries the organisation's scopes (`scopes` when the caller read
   * them already, else read here); none enabled: ERR_MICROSOFT_FEATURE_OFF.
   */
  accessToken(owner: TokenOwner, options: TokenOptions = {}): Promise<AccessToken> {
    const key = `${owner.schema}/${owner.userId}`;
    const running = this.inFlight.get(key);
    if (running && !options.forceRefresh) return running;
    const lookup = this.freshToken(owner, options).finally(() => {
      if (this.inFlight.get(key) === lookup) this.inFlight.delete(key);
    });
    this.inFlight.set(key, lookup);
    return lookup;
  }

  private async freshToken(owner: TokenOwner, options: TokenOptions): Promise<AccessToken> {
    const scopes = options.scopes ?? (await this.organisation(owner)).scopes;
    if (scopes.length === 0) throw microsoftFeatureOff();
    const stored = await readTokenCache(owner.db, owner.schema, owner.userId);
    const text = stored ? this.sealer.open(stored.cache, owner.userId) : null;
    if (!stored || text === null) {
      // sealed with another key (MICROSOFT_TOKEN_KEY changed): as good as never connected
      if (stored) await deleteTokenCache(owner.db, owner.schema, owner.userId);
      throw new AppError('ERR_MICROSOFT_NOT_CONNECTED');
    }
    const { app, cache } = this.client(text);
    const account = await app.getTokenCache().getAccountByHomeId(stored.homeAccountId);
    if (!account) throw new AppError('ERR_MICROSOFT_NOT_CONNECTED');
    let result: AuthenticationResult;
    try {
      result = await app.acquireTokenSilent({
        account,
        scopes,
        forceRefresh: options.forceRefresh ?? false,
      });
    } catch (error) {
      // Microsoft answers invalid_grant for an expired or revoked refresh token (AADSTS700082,
      // AADSTS50173), which msal passes on as a ServerError rather than "interaction required"
      if (
        error instanceof InteractionRequiredAuthError ||
        (error as { errorCode?: unknown }).errorCode === 'invalid_grant'
      ) {
        this.logger.info(
          { code: (error as { errorCode?: string }).errorCode },
          'Microsoft refused the refresh token; the user must reconnect',
        );
        await deleteTokenCache(owner.db, owner.schema, owner.userId);
        throw new AppError('ERR_MICROSOFT_RECONNECT');
      }
      throw this.failure(error);
    }
    if (cache.changed) await this.save(owner, stored.homeAccountId, cache.text);
    return { accessToken: result.accessToken, expiresOn: result.expiresOn?.toISOString() ?? null };
  }

  /** Disconnect: the user's tokens are deleted (Microsoft's consent stays until they withdraw it). */
  async disconnect(owner: TokenOwner): Promise<void> {
    await deleteTokenCache(owner.db, owner.schema, owner.userId);
  }

  private async guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw this.failure(error);
    }
  }

  /** msal's and the network's errors, logged, as one coded error (never their text to the user). */
  private failure(error: unknown): AppError {
    if (error instanceof AppError) return error;
    const { name, errorCode, message } = error as { name?: string; errorCode?: string; message?: string };
    this.logger.warn({ error: { name, errorCode, message } }, 'Microsoft identity call failed');
    return microsoftFailed(error);
  }
}
