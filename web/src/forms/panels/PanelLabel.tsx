import type { PanelDefinition } from '@strata/api/contract/views';
import { useFormContext } from '../../form-context/form-context';
import { useAssociatedCount } from './associated-records';

/** A panel's label; an AssociatedList adds ' [n]', its live record count. */
export function PanelLabel({ panel }: { panel: PanelDefinition }) {
  const label = panel.label ?? panel.name;
  if (panel.type !== 'AssociatedList') return <>{label}</>;
  return <AssociatedLabel panel={panel} label={label} />;
}

function AssociatedLabel({ panel, label }: { panel: PanelDefinition; label: string }) {
  const { recordId } = useFormContext();
  const count = useAssociatedCount(panel, recordId);
  return <>{count === undefined ? label : `${label} [${count}]`}</>;
}
