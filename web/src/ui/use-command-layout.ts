import type { RefObject } from 'react';
import { type CommandLayout, commandLayout } from './command-layout';
import { useMeasuredFit } from './use-measured-fit';

/**
 * The layout of a title bar's commands in its box (see command-layout.ts). The hidden copy
 * (`measure`) holds each command labelled, then the same command as an icon, then the more
 * button last.
 */
export function useCommandLayout(
  box: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
  items: unknown,
  itemCount: number,
): CommandLayout {
  return useMeasuredFit(box, measure, items, { labelled: 0, visible: itemCount }, layoutOf, sameLayout);
}

function layoutOf(measured: number[], available: number): CommandLayout {
  const widths = [...measured];
  const moreWidth = widths.pop() ?? 40;
  const labelled = widths.filter((_, index) => index % 2 === 0);
  const icons = widths.filter((_, index) => index % 2 === 1);
  return commandLayout(labelled, icons, moreWidth, available);
}

const sameLayout = (a: CommandLayout, b: CommandLayout) =>
  a.labelled === b.labelled && a.visible === b.visible;
