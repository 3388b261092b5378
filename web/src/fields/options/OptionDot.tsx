import { isKnownIcon, MetadataIcon } from '../../ui/icons';

/**
 * The mark of a rich option before its label: its icon (in its colour) when it names one we
 * ship, else a dot of its colour, else nothing.
 */
export function OptionDot({ color, icon }: { color: string | undefined; icon?: string | undefined }) {
  if (isKnownIcon(icon)) {
    return (
      <span className="option-icon" data-icon={icon}>
        <MetadataIcon name={icon} size={14} color={color} />
      </span>
    );
  }
  if (!color) return null;
  return <span className="option-dot" style={{ background: color }} aria-hidden="true" />;
}
