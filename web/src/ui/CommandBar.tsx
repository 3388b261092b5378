import { Ellipsis } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu, MenuItem } from './Menu';
import type { Shortcut } from './shortcut';
import { useCommandLayout } from './use-command-layout';

export type Command = {
  name: string;
  label: string;
  icon?: ReactNode;
  /**
   * Always show the label (custom commands, spec 000 section 2). Others show it beside the icon
   * while the bar has room, from the first command on, and their icon only when it has not.
   */
  showLabel?: boolean;
  /** The keyboard shortcut, told in the tooltip, e.g. Ctrl+S. */
  shortcut?: Shortcut;
  disabled?: boolean;
  onSelect: () => void;
};

/**
 * A title bar's commands: labelled while there is room, icons only when there is less, and the
 * rest collapsed into a "more" menu when even the icons do not fit.
 */
export function CommandBar({ commands, label }: { commands: Command[]; label: string }) {
  const { t } = useTranslation();
  const barRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  // measured again only when what sets a command's width changes: a form builds its commands
  // afresh on every render (a keystroke), and measuring the hidden copy then costs a layout
  const widthKey = commands
    .map(
      (command) =>
        `${command.name}\u0000${command.label}\u0000${command.showLabel ? 1 : 0}${command.icon ? 1 : 0}`,
    )
    .join('\n');
  const layout = useCommandLayout(barRef, measureRef, widthKey, commands.length);

  const button = (command: Command, withLabel: boolean, measuring = false) => {
    const labelShown = withLabel || command.showLabel || !command.icon;
    const tip = command.shortcut ? `${command.label} (${command.shortcut.keys})` : command.label;
    return (
      <button
        key={measuring ? `${command.name}-${withLabel}` : command.name}
        type="button"
        className="command"
        disabled={command.disabled}
        title={tip}
        aria-label={labelShown ? undefined : command.label}
        aria-keyshortcuts={command.shortcut?.aria}
        tabIndex={measuring ? -1 : undefined}
        onClick={measuring ? undefined : command.onSelect}
      >
        {command.icon}
        {labelShown && <span>{command.label}</span>}
      </button>
    );
  };
  const overflow = commands.slice(layout.visible);
  return (
    <div className="command-bar" ref={barRef} role="toolbar" aria-label={label}>
      <div className="command-measure" ref={measureRef} aria-hidden="true">
        {commands.flatMap((command) => [button(command, true, true), button(command, false, true)])}
        <button type="button" className="command" tabIndex={-1}>
          <Ellipsis size={18} />
        </button>
      </div>
      {commands.slice(0, layout.visible).map((command, index) => button(command, index < layout.labelled))}
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
