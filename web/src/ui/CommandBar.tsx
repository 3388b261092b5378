import { Ellipsis } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu, MenuItem } from './Menu';
import { useFittingCount } from './use-fitting-count';

export type Command = {
  name: string;
  label: string;
  icon?: ReactNode;
  /** Standard commands show their icon only (spec 000 section 2); custom ones their label too. */
  showLabel?: boolean;
  disabled?: boolean;
  onSelect: () => void;
};

/** A title bar's commands: as many as fit are buttons, the rest collapse into a "more" menu. */
export function CommandBar({ commands, label }: { commands: Command[]; label: string }) {
  const { t } = useTranslation();
  const barRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const visibleCount = useFittingCount(barRef, measureRef, commands, commands.length);

  const button = (command: Command, measuring = false) => (
    <button
      key={command.name}
      type="button"
      className="command"
      disabled={command.disabled}
      title={command.label}
      aria-label={command.showLabel ? undefined : command.label}
      tabIndex={measuring ? -1 : undefined}
      onClick={measuring ? undefined : command.onSelect}
    >
      {command.icon}
      {(command.showLabel || !command.icon) && <span>{command.label}</span>}
    </button>
  );
  const overflow = commands.slice(visibleCount);
  return (
    <div className="command-bar" ref={barRef} role="toolbar" aria-label={label}>
      <div className="command-measure" ref={measureRef} aria-hidden="true">
        {commands.map((command) => button(command, true))}
        <button type="button" className="command" tabIndex={-1}>
          <Ellipsis size={18} />
        </button>
      </div>
      {commands.slice(0, visibleCount).map((command) => button(command))}
      {overflow.length > 0 && (
        <Menu
          label={t('ui.moreCommands')}
          trigger={
            <button type="button" className="command" aria-label={t('ui.moreCommands')}>
              <Ellipsis size={18} aria-hidden="true" />
            </button>
          }
        >
          {overflow.map((command) => (
            <MenuItem key={command.name} onSelect={command.onSelect} disabled={command.disabled ?? false}>
              {command.icon}
              <span>{command.label}</span>
            </MenuItem>
          ))}
        </Menu>
      )}
    </div>
  );
}
