/** The colour of a rich option, as a dot before its label. */
export function OptionDot({ color }: { color: string | undefined }) {
  if (!color) return null;
  return <span className="option-dot" style={{ background: color }} aria-hidden="true" />;
}
