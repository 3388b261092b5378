import type { PanelDefinition } from '@strata/api/contract/views';
import { useTranslation } from 'react-i18next';
import { AssociatedListPanel } from './AssociatedListPanel';
import { CustomPanel } from './CustomPanel';
import { FieldsPanel } from './FieldsPanel';
import { FlexPanel } from './FlexPanel';
import { SplitPanel } from './SplitPanel';
import { TabsPanel } from './TabsPanel';

/**
 * One panel of a form's panel tree, by type (spec 000 section 3). Nested panels show their
 * label as a heading when showLabel asks for it (tabs show it on the tab instead).
 */
export function PanelView({
  panel,
  nested = false,
  showLabel = false,
}: {
  panel: PanelDefinition;
  nested?: boolean;
  showLabel?: boolean;
}) {
  const { t } = useTranslation();
  const heading = (showLabel || panel.showLabel === true) && panel.label && panel.type !== 'AssociatedList';
  const body = (() => {
    switch (panel.type) {
      case 'Fields':
        return <FieldsPanel panel={panel} />;
      case 'Tabs':
        return <TabsPanel panel={panel} />;
      case 'Split':
        return <SplitPanel panel={panel} />;
      case 'Flex':
        return <FlexPanel panel={panel} />;
      case 'AssociatedList':
        return <AssociatedListPanel panel={panel} showLabel={showLabel || panel.showLabel === true} />;
      case 'Custom':
      case 'CloudFiles':
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
      {heading && <h2 className="panel-heading">{panel.label}</h2>}
      {body}
    </div>
  );
}
