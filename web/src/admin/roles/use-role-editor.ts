import { useCallback, useEffect, useState } from 'react';
import { isLookupValue, retrieveMultiple, retrieveSingleById, updateRecord } from '../../data/data-api';
import { parseRoleModel, type RoleModel, serializeRoleModel } from './role-model';

export type RoleFields = { name: string; appid: string; description: string };
export type AppOption = { id: string; name: string; label: string | null };

type Loaded = { versionnumber: number | null; fields: RoleFields; model: RoleModel; json: string };

const empty: Loaded = {
  versionnumber: null,
  fields: { name: '', appid: '', description: '' },
  model: { permissions: {}, owners: [] },
  json: serializeRoleModel({ permissions: {}, owners: [] }),
};

/**
 * The role being edited: its fields, the body as a model (for the grid and owner rules) and as
 * JSON text (the advanced tab), kept in step; loading, saving and the apps a role may give.
 */
export function useRoleEditor(id: string) {
  const isNew = id === '0';
  const [state, setState] = useState<Loaded | 'loading' | 'missing'>(isNew ? empty : 'loading');
  const [apps, setApps] = useState<AppOption[]>([]);
  const [dirty, setDirty] = useState(false);
  const [loadError, setLoadError] = useState<unknown>();

  const load = useCallback(async () => {
    if (isNew) return;
    try {
      const row = await retrieveSingleById('inu_role', id, {
        attributes: ['id', 'name', 'body', 'appid', 'description', 'versionnumber'],
      });
      if (!row) return setState('missing');
      const text = typeof row.body === 'string' ? row.body : '';
      const model = parseRoleModel(text);
      setState({
        versionnumber: typeof row.versionnumber === 'number' ? row.versionnumber : null,
        fields: {
          name: typeof row.name === 'string' ? row.name : '',
          appid: isLookupValue(row.appid) ? row.appid.id : '',
          description: typeof row.description === 'string' ? row.description : '',
        },
        model: model ?? { permissions: {}, owners: [] },
        json: model ? serializeRoleModel(model) : text,
      });
      setDirty(false);
    } catch (error) {
      setLoadError(error);
    }
  }, [id, isNew]);

  useEffect(() => {
    void load();
    void retrieveMultiple<AppOption>({
      entity: {
        name: 'inu_app',
        attributes: [{ attribute: 'id' }, { attribute: 'name' }, { attribute: 'label' }],
        orders: [{ attribute: 'name' }],
      },
    })
      .then(setApps)
      .catch(() => setApps([]));
  }, [load]);

  const loaded = typeof state === 'object' ? state : undefined;
  const change = (patch: Partial<Loaded>) => {
    setState((current) => (typeof current === 'object' ? { ...current, ...patch } : current));
    setDirty(true);
  };
  const setModel = (model: RoleModel) => change({ model, json: serializeRoleModel(model) });
  const setJson = (json: string) => {
    const model = parseRoleModel(json);
    change(model ? { json, model } : { json });
  };
  const setFields = (fields: Partial<RoleFields>) =>
    loaded && change({ fields: { ...loaded.fields, ...fields } });

  /** Saves; answers the role's id (a new one for a create). */
  const save = async (): Promise<string> => {
    if (!loaded) throw new Error('not loaded');
    const object = {
      name: loaded.fields.name,
      appid: loaded.fields.appid || null,
      description: loaded.fields.description || null,
      body: loaded.json,
    };
    const saved = isNew
      ? await updateRecord('inu_role', object, 'create')
      : await updateRecord('inu_role', { id, versionnumber: loaded.versionnumber, ...object }, 'update');
    if (!isNew) await load();
    setDirty(false);
    return saved;
  };

  return { isNew, state, loaded, loadError, apps, dirty, setModel, setJson, setFields, save };
}
