import type { ObjectInput, PropertyInput } from '@strata/api/contract/metadata';
import { apiRequest } from '../api/http';

/** A plan statement as the server shows it (api/src/ddl/ddl-plan.ts showPlan). */
export type PlanStatement = { description: string; sql: string };
export type Usage = {
  kind: 'view' | 'role' | 'lookup';
  name: string;
  label?: string | null;
  objectName?: string | null;
  property?: string;
};
/** What a change touches (api/src/designer/change-impact.ts). */
export type Impact = {
  rows: number | null;
  checks: { description: string; failingRows: number }[];
  usedBy?: Usage[];
  loses?: { views?: { id: string; kind: string | null; label: string | null }[]; values?: number };
  archive?: string;
};
export type ChangeAnswer = { plan: { description: string; statements: PlanStatement[] }; impact: Impact };

/** A designer change: its preview (nothing changes) and its application run the same request. */
export type DesignerChange = (preview: boolean) => Promise<ChangeAnswer>;

const objectPath = (entity: string) => `/api/metadata/objects/${encodeURIComponent(entity)}`;
const flag = (preview: boolean, extra = '') => `?preview=${preview}${extra}`;

async function send(path: string, method: 'POST' | 'PUT' | 'DELETE', json?: unknown): Promise<ChangeAnswer> {
  return (await apiRequest<ChangeAnswer>(path, { method, ...(json === undefined ? {} : { json }) })).body;
}

/** place: a link table (type many) is also shown on the default forms of the entities it links. */
export const createEntity =
  (object: ObjectInput, place = false): DesignerChange =>
  (preview) =>
    send(`/api/metadata/objects${flag(preview, place ? '&place=form' : '')}`, 'POST', object);

export const addField =
  (entity: string, property: PropertyInput, place: boolean): DesignerChange =>
  (preview) =>
    send(
      `${objectPath(entity)}/properties${flag(preview, place ? '&place=form,list' : '')}`,
      'POST',
      property,
    );

export const changeField =
  (entity: string, property: PropertyInput): DesignerChange =>
  (preview) =>
    send(
      `${objectPath(entity)}/properties/${encodeURIComponent(property.logicalName)}${flag(preview)}`,
      'PUT',
      property,
    );

export const relabelEntity =
  (entity: string, labels: { displayName: string; displayNamePlural: string }): DesignerChange =>
  (preview) =>
    send(`${objectPath(entity)}${flag(preview)}`, 'PUT', labels);

/** A delete: the typed confirmation rides along when applied. */
export const deleteField = (entity: string, field: string) => (preview: boolean, confirm: string) =>
  send(
    `${objectPath(entity)}/properties/${encodeURIComponent(field)}${flag(preview, `&confirm=${encodeURIComponent(confirm)}`)}`,
    'DELETE',
  );

export const deleteEntity = (entity: string) => (preview: boolean, confirm: string) =>
  send(`${objectPath(entity)}${flag(preview, `&confirm=${encodeURIComponent(confirm)}`)}`, 'DELETE');

/** A deleted field or entity kept in its archive (api/src/designer/archive-restore.ts). */
export type ArchiveEntry = {
  table: string;
  objectName: string;
  propertyName: string | null;
  archivedOn: string;
  expiresOn: string;
  rows: number;
};

export async function loadArchives(): Promise<ArchiveEntry[]> {
  return (await apiRequest<{ archives: ArchiveEntry[] }>('/api/metadata/archives')).body.archives;
}

/** Restores an archive: the field or entity comes back with its data. */
export const restoreArchive =
  (table: string): DesignerChange =>
  (preview) =>
    send(`/api/metadata/archives/${encodeURIComponent(table)}/restore${flag(preview)}`, 'POST', {});
