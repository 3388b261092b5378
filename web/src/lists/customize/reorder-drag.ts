import type { DragEvent } from 'react';

/**
 * The native drag-and-drop handlers of one item in a row that reorders by dragging (column
 * headers, quick filter chips): the item carries its index under `type`, so only items of the
 * same row accept it, and a drop moves the dragged item to the index of the one dropped on.
 */
export function reorderDrag(type: string, index: number, move: (from: number, to: number) => void) {
  return {
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(type, String(index));
      event.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (event: DragEvent) => {
      if (event.dataTransfer.types.includes(type)) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      const from = Number(event.dataTransfer.getData(type));
      if (!event.dataTransfer.types.includes(type) || !Number.isInteger(from)) return;
      event.preventDefault();
      move(from, index);
    },
  };
}
