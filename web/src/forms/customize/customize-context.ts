import type { PanelDefinition } from '@strata/api/contract/views';
import { createContext, useContext } from 'react';
import type { PanelPath } from './form-tree';

/** What the customise dialog is open for. */
export type CustomizeTarget =
  | { kind: 'field'; path: PanelPath; index: number }
  | { kind: 'panel'; path: PanelPath }
  | { kind: 'newField'; path: PanelPath };

/** Customise mode as the panels see it; null outside customise mode. */
export type Customize = {
  root: PanelDefinition;
  /** Applies an edit to the draft panel tree. */
  edit: (change: (root: PanelDefinition) => PanelDefinition) => void;
  open: (target: CustomizeTarget) => void;
};

export const CustomizeContext = createContext<Customize | null>(null);

export function useCustomize(): Customize | null {
  return useContext(CustomizeContext);
}

/** The drag payload of customise mode: a field (its panel and index) or a tab. */
export const dragType = 'application/x-strata-form-item';
export type DragItem =
  | { kind: 'field'; path: number[]; index: number }
  | { kind: 'tab'; path: number[]; index: number };

export function readDragItem(transfer: DataTransfer): DragItem | null {
  try {
    const parsed = JSON.parse(transfer.getData(dragType)) as DragItem;
    return parsed && Array.isArray(parsed.path) && Number.isInteger(parsed.index) ? parsed : null;
  } catch {
    return null;
  }
}
