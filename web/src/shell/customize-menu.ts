import type { HomeItem } from '@strata/api/contract/views';
import type { TFunction } from 'i18next';

/**
 * The built-in Customize app's home menu (spec 000 section 2): Configure, Administration, Data,
 * then the entities created in the metadata designer (use-customize-entities.ts).
 */
export function customizeMenu(t: TFunction, createdEntities: readonly HomeItem[] = []): HomeItem[] {
  const entity = (name: string, label: string, icon: string): HomeItem => ({
    kind: 'entity',
    name,
    label: t(`customize.${label}`),
    icon,
  });
  const screen = (url: string, label: string, icon: string): HomeItem => ({
    kind: 'custom',
    name: url,
    url,
    label: t(`customize.${label}`),
    icon,
  });
  return [
    { kind: 'separator', label: t('customize.configure') },
    screen('customizemetadata', 'metadata', 'database'),
    entity('inu_view', 'views', 'layout'),
    entity('inu_app', 'apps', 'apps'),
    screen('customizelocalization', 'localize', 'languages'),
    // the one settings record of the organisation, opened in its form (designer/SettingsRoute)
    screen('settings', 'settings', 'settings'),
    // the default currency is a setting; the others and their dated rates (the meal allowance's)
    entity('currency', 'currencies', 'coins'),
    entity('currency_rate', 'exchangeRates', 'exchange'),
    { kind: 'separator', label: t('customize.administration') },
    entity('systemuser', 'users', 'user'),
    entity('team', 'teams', 'users'),
    entity('inu_role', 'roles', 'shield'),
    entity('audit', 'audit', 'history'),
    { kind: 'separator', label: t('customize.data') },
    entity('report_template', 'reports', 'document'),
    entity('hr_doc_template', 'wordTemplates', 'document'),
    entity('report_image', 'reportImages', 'layout'),
    entity('inu_view_permission', 'specialViews', 'eye'),
    entity('inu_autonumber', 'autoNumber', 'hash'),
    entity('inu_changehandler', 'triggers', 'zap'),
    entity('inu_asyncaction', 'triggersLog', 'list'),
    entity('inu_nextrule', 'nextRules', 'route'),
    screen('import', 'import', 'upload'),
    screen('export', 'export', 'download'),
    ...(createdEntities.length > 0
      ? [{ kind: 'separator' as const, label: t('customize.entities') }, ...createdEntities]
      : []),
  ];
}
