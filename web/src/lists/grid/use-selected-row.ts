import { useRef, useState } from 'react';

/**
 * The list's selected row (the grid's highlight, which commands and scripts act on); selectedRef
 * holds it too, for commands that read it when run rather than depend on it.
 */
export function useSelectedRow() {
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;
  return { selectedId, setSelectedId, selectedRef };
}

export type SelectedRow = ReturnType<typeof useSelectedRow>;
