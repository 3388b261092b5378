/**
 * How a title bar shows its commands in the room it has (issue 22: labels beside icons where
 * there is room; spec 000 section 2: icons only, the rest in a menu, when there is not):
 * the first `labelled` commands carry their label, the rest their icon only, and commands from
 * `visible` on go into the "more" menu. Labels go first to the commands listed first (New,
 * Save ...), so a narrowing bar drops labels from the end before it hides anything.
 */
export type CommandLayout = { labelled: number; visible: number };

export function commandLayout(
  labelledWidths: readonly number[],
  iconWidths: readonly number[],
  moreWidth: number,
  available: number,
): CommandLayout {
  const count = iconWidths.length;
  const iconTotal = iconWidths.reduce((sum, width) => sum + width, 0);
  // every command visible: as many labels, from the first command, as the room allows
  if (iconTotal <= available) {
    let used = iconTotal;
    let labelled = 0;
    while (labelled < count) {
      const extra = (labelledWidths[labelled] ?? 0) - (iconWidths[labelled] ?? 0);
      if (used + extra > available) break;
      used += extra;
      labelled++;
    }
    return { labelled, visible: count };
  }
  // too narrow even for icons: as many icons as fit beside the more button
  let used = 0;
  let visible = 0;
  for (const width of iconWidths) {
    if (used + width + moreWidth > available) break;
    used += width;
    visible++;
  }
  return { labelled: 0, visible };
}
