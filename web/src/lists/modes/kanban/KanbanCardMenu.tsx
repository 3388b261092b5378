import { Ellipsis } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionDot } from '../../../fields/options/OptionDot';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '../../../ui/Menu';
import type { KanbanLane } from './lanes';

type Props = {
  /** the card's name, for the button's and the menu's names */
  name: string;
  /** the lanes it may go to, its own among them (left out of the menu) */
  targets: readonly KanbanLane[];
  currentKey: string;
  onMove: (lane: KanbanLane) => void;
  /**
   * After a lane was chosen, instead of the focus going back to this button (which leaves
   * with the card's old place): puts it on the moved card.
   */
  onMoved: () => void;
};

/**
 * A card's "Move" button and its menu: one item per other lane (arrow keys, Enter, Escape
 * and typeahead from the app's menu), and a line that tells the keyboard shortcut.
 */
export function KanbanCardMenu({ name, targets, currentKey, onMove, onMoved }: Props) {
  const { t } = useTranslation('lists');
  const chosen = useRef(false);
  const others = targets.filter((lane) => lane.key !== currentKey);
  if (others.length === 0) return null;
  return (
    // the menu takes its name from the button (Radix labels it by the trigger)
    <Menu
      onCloseAutoFocus={(event) => {
        if (!chosen.current) return;
        chosen.current = false;
        event.preventDefault();
        onMoved();
      }}
      trigger={
        <button
          type="button"
          className="icon-button kanban-card-menu"
          aria-label={t('modes.kanban.move', { name })}
          aria-keyshortcuts="Control+ArrowLeft Control+ArrowRight"
          title={t('modes.kanban.moveTitle')}
        >
          <Ellipsis size={16} aria-hidden="true" />
        </button>
      }
    >
      <MenuLabel>{t('modes.kanban.moveTo', { name })}</MenuLabel>
      {others.map((lane) => (
        <MenuItem
          key={lane.key}
          onSelect={() => {
            chosen.current = true;
            onMove(lane);
          }}
        >
          <OptionDot color={lane.color} />
          {lane.label || t('modes.kanban.emptyLane')}
        </MenuItem>
      ))}
      <MenuSeparator />
      <MenuLabel>{t('modes.kanban.keysHint')}</MenuLabel>
    </Menu>
  );
}
