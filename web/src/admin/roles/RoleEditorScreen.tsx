import { localizationKeys } from '@strata/api/contract/localization-keys';
import { Eye, Save } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { setViewedRole } from '../../api/view-as-role';
import { useShell } from '../../context/shell-context';
import type { SpecialEditorProps } from '../../form-context/extension-types';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { FormMessages } from '../../ui/FormMessages';
import { Spinner } from '../../ui/Spinner';
import { TitleBar } from '../../ui/TitleBar';
import { showToast } from '../../ui/toasts';
import { useLeaveGuard } from '../../ui/use-leave-guard';
import { OwnerRules } from './OwnerRules';
import { type GridEntity, PermissionGrid } from './PermissionGrid';
import { RoleJsonTab } from './RoleJsonTab';
import { isSystemEntity } from './role-model';
import { useRoleEditor } from './use-role-editor';
import '../admin.css';
import { failureText } from '../../ui/failure-text';

const tabs = ['permissions', 'owners', 'json'] as const;
type Tab = (typeof tabs)[number];
const tabLabels: Record<Tab, string> = {
  permissions: 'tabPermissions',
  owners: 'tabOwners',
  json: 'tabJson',
};

/**
 * /{appid}/edit/inu_role/{id} (spec 000 section 2, special editors; issue 18 item 2): the role's
 * name and app, its rights as a grid of Dataverse circles, custom owner rules as rows, the raw
 * JSON as an advanced tab, and "View as this role".
 */
export default function RoleEditorScreen({ id }: SpecialEditorProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { appId = '!' } = useParams();
  const { context } = useShell();
  // the app's name in the user's language (inu_localize), as the app menu shows it
  const appLabel = (app: { name: string | null; label: string | null }) =>
    (app.name ? context.texts[localizationKeys.app(app.name)] : undefined) ||
    context.apps.find((known) => known.name === app.name)?.label ||
    app.label ||
    app.name ||
    '';
  const editor = useRoleEditor(id);
  const [tab, setTab] = useState<Tab>('permissions');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const entities = useMemo<GridEntity[]>(() => {
    const all = Object.values(context.metaDict).map((object) => ({
      name: object.logicalName,
      label: object.displayName || object.logicalName,
    }));
    const byLabel = (a: GridEntity, b: GridEntity) => a.label.localeCompare(b.label);
    return [
      ...all.filter((entity) => !isSystemEntity(entity.name)).sort(byLabel),
      ...all.filter((entity) => isSystemEntity(entity.name)).sort(byLabel),
    ];
  }, [context.metaDict]);

  // the editor's own move after a create skips the leave prompt
  const bypass = useRef(false);
  const save = async (): Promise<boolean> => {
    setSaving(true);
    setError(undefined);
    try {
      const savedId = await editor.save();
      showToast(t('roles.saved'));
      if (editor.isNew) {
        bypass.current = true;
        navigate(`/${appId}/edit/inu_role/${savedId}`, { replace: true });
      }
      return true;
    } catch (failure) {
      setError(failureText(failure));
      return false;
    } finally {
      setSaving(false);
    }
  };
  useLeaveGuard({ dirty: editor.dirty, save, bypass });

  if (editor.loadError) return <ErrorPanel title={t('roles.notFound')} error={editor.loadError} />;
  if (editor.state === 'missing') {
    return (
      <section className="page-message" role="alert">
        <h1>{t('roles.notFound')}</h1>
      </section>
    );
  }
  const loaded = editor.loaded;
  if (!loaded) return <Spinner />;
  const isAdminRole = loaded.fields.name === 'admin';

  const viewAs = () => {
    setViewedRole({ roleId: id, roleName: loaded.fields.name });
    window.location.assign('/!/');
  };

  const title = editor.isNew ? t('roles.newRole') : t('roles.editorTitle', { name: loaded.fields.name });
  return (
    <div className="role-editor">
      <TitleBar
        title={title}
        commands={[
          {
            name: 'save',
            label: t('roles.save'),
            icon: <Save size={18} aria-hidden="true" />,
            disabled: saving || !editor.dirty || !loaded.fields.name.trim(),
            onSelect: () => void save(),
          },
          ...(editor.isNew || isAdminRole || editor.dirty
            ? []
            : [
                {
                  name: 'viewas',
                  label: t('roles.viewAs'),
                  icon: <Eye size={18} aria-hidden="true" />,
                  showLabel: true,
                  onSelect: viewAs,
                },
              ]),
        ]}
      />
      <div className="role-fields">
        <label className="field">
          <span>{t('roles.name')}</span>
          <input
            value={loaded.fields.name}
            maxLength={200}
            onChange={(event) => editor.setFields({ name: event.target.value })}
          />
        </label>
        <label className="field">
          <span>{t('roles.app')}</span>
          <select
            value={loaded.fields.appid}
            onChange={(event) => editor.setFields({ appid: event.target.value })}
          >
            <option value="">{t('roles.noApp')}</option>
            {editor.apps.map((app) => (
              <option key={app.id} value={app.id}>
                {appLabel(app)}
              </option>
            ))}
          </select>
        </label>
        <label className="field role-description">
          <span>{t('roles.description')}</span>
          <input
            value={loaded.fields.description}
            onChange={(event) => editor.setFields({ description: event.target.value })}
          />
        </label>
      </div>
      {isAdminRole && <p className="form-read-only">{t('roles.adminRole')}</p>}
      <FormMessages error={error} />
      <div className="tab-list" role="tablist">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`role-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`role-panel-${name}`}
            onClick={() => setTab(name)}
          >
            {t(`roles.${tabLabels[name]}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`role-panel-${tab}`} aria-labelledby={`role-tab-${tab}`}>
        {tab === 'permissions' && (
          <PermissionGrid
            entities={entities}
            model={loaded.model}
            onChange={editor.setModel}
            disabled={saving}
          />
        )}
        {tab === 'owners' && (
          <OwnerRules
            entities={entities}
            objects={context.metaDict}
            model={loaded.model}
            onChange={editor.setModel}
          />
        )}
        {tab === 'json' && (
          <RoleJsonTab json={loaded.json} objects={context.metaDict} onChange={editor.setJson} />
        )}
      </div>
    </div>
  );
}
