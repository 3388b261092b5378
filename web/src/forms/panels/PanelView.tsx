import { Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LazyCloudFilesPanel } from '../../cloud-files/LazyCloudFilesPanel';
import { LazyActivityFeedPanel } from '../../feed/LazyActivityFeedPanel';
import { useCustomize } from '../customize/customize-context';
import { AssociatedListPanel } from './AssociatedListPanel';
import { CustomPanel } from './CustomPanel';
import { FieldsPanel } from './FieldsPanel';
import { FlexPanel } from './FlexPanel';
import { NestedPanelContext, type NestedPanelProps } from './nested-panel';
import { SplitPanel } from './SplitPanel';
import { TabsPanel } from './TabsPanel';

/**
 * One panel of a form's panel tree, by type (spec 000 section 3). Nested panels show their
 * label as a heading when showLabel asks for it (tabs show it on the tab instead).
 */
export function PanelView({ panel, path, nested = false, showLabel = false }: NestedPanelProps) {
  const { t } = useTranslation();
  const customize = useCustomize();
  const heading = (showLabel || panel.showLabel === true) && panel.label && panel.type !== 'AssociatedList';
  const body = (() => {
    switch (panel.type) {
      case 'Fields':
        return <FieldsPanel panel={panel} path={path} />;
      case 'Tabs':
        return <TabsPanel panel={panel} path={path} />;
      case 'Split':
        return <SplitPanel panel={panel} path={path} />;
      case 'Flex':
        return <FlexPanel panel={panel} path={path} />;
      case 'AssociatedList':
        return <AssociatedListPanel panel={panel} showLabel={showLabel || panel.showLabel === true} />;
      case 'ActivityFeed':
        return <LazyActivityFeedPanel panel={panel} />;
      case 'CloudFiles':
        return <LazyCloudFilesPanel panel={panel} />;
      case 'Custom':
        return <CustomPanel panel={panel} />;
      default:
        return (
          <p className="panel-message" role="alert">
            {t('MsgUnknownPanel')}
          </p>
        );
    }
  })();
  return (
    <div
      className={`panel panel-${String(panel.type).toLowerCase()}${nested ? ' panel-nested' : ''}`}
      data-panel={panel.name}
    >
      {customize && (
        <button
          type="button"
          className="customize-button panel-customize"
          aria-label={t('forms:customize.panelTitle', { name: panel.label || panel.name })}
          onClick={() => customize.open({ kind: 'panel', path })}
        >
          <Settings2 size={14} aria-hidden="true" />
        </button>
      )}
      {heading && <h2 className="panel-heading">{panel.label}</h2>}
      <NestedPanelContext.Provider value={PanelView}>{body}</NestedPanelContext.Provider>
    </div>
  );
}
