import type { PanelDefinition } from '@strata/api/contract/views';
import type { ComponentType } from 'react';

/**
 * A further view of an AssociatedList's records beside List and Chart, contributed by a domain
 * folder for one related entity (issue 21: the survey responses' Summary on the template form),
 * so the form needs no change of its own and forms/ knows no domain.
 */
export type AssociatedView = {
  /** The switch's label and title (the domain loads its texts with the component). */
  label: () => string;
  component: ComponentType<{ panel: PanelDefinition; recordId: string }>;
};

const views = new Map<string, AssociatedView>();

export function registerAssociatedView(relatedEntity: string, view: AssociatedView): void {
  views.set(relatedEntity, view);
}

export function associatedView(relatedEntity: string): AssociatedView | undefined {
  return views.get(relatedEntity);
}
