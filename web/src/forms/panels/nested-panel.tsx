import type { PanelDefinition } from '@strata/api/contract/views';
import { type ComponentType, createContext, useContext } from 'react';
import type { PanelPath } from '../customize/form-tree';

export type NestedPanelProps = {
  panel: PanelDefinition;
  /** Where the panel sits in the form's tree (customise mode edits by path). */
  path: PanelPath;
  nested?: boolean;
  showLabel?: boolean;
};

/**
 * Container panels (tabs, split, flex, wizard) render their children with the component
 * PanelView provides here, instead of importing PanelView, which imports them: the panel tree
 * is recursive, its modules are not.
 */
export const NestedPanelContext = createContext<ComponentType<NestedPanelProps> | null>(null);

/** One child panel of a container, rendered by the panel view that renders the container. */
export function NestedPanel(props: NestedPanelProps) {
  const PanelComponent = useContext(NestedPanelContext);
  if (!PanelComponent) throw new Error('NestedPanel is rendered outside a PanelView');
  return <PanelComponent {...props} />;
}
