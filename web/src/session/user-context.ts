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

export type PropertyInfo = {
  logicalName: string;
  displayName: string;
  type: string;
  flags: string[];
  targets?: string[];
};

export type ObjectInfo = {
  logicalName: string;
  displayName: string;
  displayNamePlural: string;
  type: string;
  properties: PropertyInfo[];
};

export type UserContext = {
  user: { id: string; name: string | null; email: string | null; language: string | null };
  apps: AppInfo[];
  appId: string | null;
  orgName: string;
  organization: { name: string; displayName: string };
  objects: { logicalName: string; displayName: string; displayNamePlural: string; type: string }[];
  permDict: Record<string, number>;
  metaDict: Record<string, ObjectInfo>;
  isAdmin: boolean;
  buildDate: string;
  maxAge: number;
  needsRefresh: boolean;
};

/** The SWR key of the user context: one per page, shared by every component. */
export const userContextKey = '/api/getusercontext';
