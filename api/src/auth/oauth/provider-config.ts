import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';
import { ConfigurationError } from '../../config/env.js';

/** The identity providers Strata signs in with (spec 000 section 2). */
export const providerNames = ['google', 'facebook', 'apple', 'microsoft'] as const;
export type ProviderName = (typeof providerNames)[number];

/** The spec's client calls Microsoft `azure`; both names reach the same provider. */
const aliases: Record<string, ProviderName> = {
  google: 'google',
  facebook: 'facebook',
  apple: 'apple',
  microsoft: 'microsoft',
  azure: 'microsoft',
};

export function providerFromName(name: string): ProviderName | undefined {
  return Object.hasOwn(aliases, name) ? aliases[name] : undefined;
}

export const defaultIssuers: Record<ProviderName, string> = {
  google: 'https://accounts.google.com',
  microsoft: 'https://login.microsoftonline.com/common/v2.0',
  apple: 'https://appleid.apple.com',
  facebook: 'https://www.facebook.com',
};

/** Apple's client secret is a short-lived JWT signed with a key from the developer account. */
export type AppleSigningKey = { teamId: string; keyId: string; privateKey: string };

export type ProviderSettings = {
  clientId: string;
  /** A fixed client secret (for Apple: a pre-generated client-secret JWT). */
  clientSecret?: string;
  /** Apple only: generate the client-secret JWT from this key instead. */
  appleKey?: AppleSigningKey;
  issuer: string;
};

export type OAuthSettings = {
  /** Where providers send the browser back: the registered redirect URIs live here. */
  callbackOrigin?: string;
  providers: Partial<Record<ProviderName, ProviderSettings>>;
};

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http on a loopback address (a provider running beside a test or a developer). */
const issuerUrl = z
  .string()
  .url()
  .refine((value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
  }, 'must be an https URL (http only on a loopback address)')
  .transform((value) => value.replace(/\/+$/, ''));

const originUrl = z
  .string()
  .url()
  .refine((value) => ['http:', 'https:'].includes(new URL(value).protocol), 'must be an http(s) origin')
  .transform((value) => new URL(value).origin);

const text = z.string().trim().min(1).max(4096);

const schema = z.object({
  OAUTH_CALLBACK_ORIGIN: originUrl.optional(),
  ...Object.fromEntries(
    providerNames.flatMap((name) => {
      const prefix = `OAUTH_${name.toUpperCase()}`;
      return [
        [`${prefix}_CLIENT_ID`, text.optional()],
        [`${prefix}_CLIENT_SECRET`, text.optional()],
        [`${prefix}_ISSUER`, issuerUrl.optional()],
      ];
    }),
  ),
  OAUTH_APPLE_TEAM_ID: text.optional(),
  OAUTH_APPLE_KEY_ID: text.optional(),
  /** PEM; literal "\n" sequences are accepted so the key fits on one line of an env file. */
  OAUTH_APPLE_PRIVATE_KEY: z
    .string()
    .transform((value) => value.replace(/\\n/g, '\n').trim())
    .optional(),
});

/**
 * Provider settings from the environment, parsed once (like config/env.ts). For each provider
 * OAUTH_{GOOGLE|FACEBOOK|APPLE|MICROSOFT}_CLIENT_ID and _CLIENT_SECRET, and optionally _ISSUER;
 * Apple may instead of a secret name OAUTH_APPLE_TEAM_ID, _KEY_ID and _PRIVATE_KEY. A provider
 * without a client id is simply not configured; one with an id but no secret is a mistake and
 * stops the start.
 */
export function readOAuthSettings(source: NodeJS.ProcessEnv = process.env): OAuthSettings {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key.startsWith('OAUTH_') && value !== ''),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigurationError(`Invalid OAuth configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data as Record<string, string | undefined>;
  const providers: OAuthSettings['providers'] = {};
  const problems: string[] = [];
  for (const name of providerNames) {
    const prefix = `OAUTH_${name.toUpperCase()}`;
    const clientId = env[`${prefix}_CLIENT_ID`];
    if (!clientId) continue;
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    const appleKey = name === 'apple' ? readAppleKey(env, problems) : undefined;
    if (!clientSecret && !appleKey) {
      problems.push(`  ${prefix}_CLIENT_SECRET: required when ${prefix}_CLIENT_ID is set`);
      continue;
    }
    providers[name] = {
      clientId,
      issuer: env[`${prefix}_ISSUER`] ?? defaultIssuers[name],
      ...(clientSecret ? { clientSecret } : {}),
      ...(appleKey ? { appleKey } : {}),
    };
  }
  if (problems.length > 0)
    throw new ConfigurationError(`Invalid OAuth configuration:\n${problems.join('\n')}`);
  return {
    providers,
    ...(env.OAUTH_CALLBACK_ORIGIN ? { callbackOrigin: env.OAUTH_CALLBACK_ORIGIN } : {}),
  };
}

function readAppleKey(
  env: Record<string, string | undefined>,
  problems: string[],
): AppleSigningKey | undefined {
  const teamId = env.OAUTH_APPLE_TEAM_ID;
  const keyId = env.OAUTH_APPLE_KEY_ID;
  const privateKey = env.OAUTH_APPLE_PRIVATE_KEY;
  if (!teamId && !keyId && !privateKey) return undefined;
  if (!teamId || !keyId || !privateKey) {
    problems.push(
      '  OAUTH_APPLE_TEAM_ID, OAUTH_APPLE_KEY_ID, OAUTH_APPLE_PRIVATE_KEY: set all three or none',
    );
    return undefined;
  }
  try {
    createPrivateKey(privateKey);
  } catch {
    problems.push('  OAUTH_APPLE_PRIVATE_KEY: not a PEM private key');
    return undefined;
  }
  return { teamId, keyId, privateKey };
}
