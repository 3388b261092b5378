import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

/** A next step an empty state offers: a link when it names a screen (`to`), else a button. */
export type EmptyStateAction = { label: string; primary?: boolean; to?: string; onSelect?: () => void };

/**
 * What a list, sub-grid or panel shows when it has nothing to show: an icon, one sentence that
 * says why, and the next steps the user may take (only those they are allowed to).
 */
export function EmptyState({
  icon: Icon,
  message,
  actions = [],
  compact = false,
}: {
  icon: LucideIcon;
  message: string;
  actions?: readonly EmptyStateAction[];
  /** a smaller form for panels inside a form */
  compact?: boolean;
}) {
  return (
    <div className={`empty-state empty-state-box${compact ? ' compact' : ''}`}>
      <Icon size={compact ? 24 : 40} aria-hidden="true" className="empty-state-icon" />
      <p>{message}</p>
      {actions.length > 0 && (
        <div className="empty-state-actions">
          {actions.map((action) => {
            const className = action.primary ? 'button primary' : 'button';
            return action.to !== undefined ? (
              <Link key={action.label} className={className} to={action.to}>
                {action.label}
              </Link>
            ) : (
              <button key={action.label} type="button" className={className} onClick={action.onSelect}>
                {action.label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
