import type { ObjectDefinition, PropertyDefinition } from '@strata/api/contract/metadata';
import type { BlobSasSettings } from '@strata/api/contract/stored-file';
import type { HomeItem } from '@strata/api/contract/views';

/** The answer of GET /api/getusercontext (spec 000 section 3, "User context"). */
export type AppInfo = {
  id: string | null;
  name: string;
  label: string | null;
  icon: string | null;
  builtIn: boolean;
  home: HomeItem[] | null;
};

export type PropertyInfo = PropertyDefinition;
export type ObjectInfo = ObjectDefinition;

/** A currency of the organisation (spec 000 section 3, "Currency"). */
export type CurrencyInfo = {
  id: string;
  name: string | null;
  code: string | null;
  symbol: string | null;
  precision: number | null;
  mode: number | null;
  exchangerate: number | null;
  isdefault: boolean | null;
  formatstring: string | null;
};

/** A custom owner rule: who may update or delete a record is named by fieldName, not ownerid. */
export type CustomOwnerRule = { objectName: string; operation: string; fieldName: string };

export type UserContext = {
  user: { id: string; name: string | null; email: string | null; language: string | null };
  apps: AppInfo[];
  appId: string | null;
  orgName: string;
  /** numberLocale: the organisation's number format (Settings); null leaves it to the language. */
  organization: { name: string; displayName: string; numberLocale?: string | null };
  objects: { logicalName: string; displayName: string; displayNamePlural: string; type: string }[];
  permDict: Record<string, number>;
  /** Names already translated (inu_localize, the user's language); see docs/localization.md. */
  metaDict: Record<string, ObjectInfo>;
  /** Translated names by key (docs/localization.md): views apply them through localizeViewBody. */
  texts: Record<string, string>;
  currencyDict: Record<string, CurrencyInfo>;
  owners: CustomOwnerRule[];
  isAdmin: boolean;
  /** An administrator viewing the data as a role (read-only): the banner says so. */
  viewAs?: { roleId: string; roleName: string } | null;
  buildDate: string;
  maxAge: number;
  needsRefresh: boolean;
  /** What the context was built from (roles, apps, metadata): GET /api/getusercontext/state compares it. */
  stamp?: string;
  /** Set when files go straight to the blob service (Azure): see BlobSasSettings. */
  sas?: BlobSasSettings;
};

/** The SWR key of the user context: one per page, shared by every component. */
export const userContextKey = '/api/getusercontext';
