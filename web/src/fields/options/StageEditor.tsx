import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Menu, MenuItem, MenuLabel } from '../../ui/Menu';
import { useFocusOnMount } from '../common/use-focus-on-mount';
import type { FieldEditorProps } from '../field-types';
import { OptionDot } from './OptionDot';
import { optionsOf, optionWireValue, sameOptionValue, visibleOptions } from './option-list';
import { groupStages, stageChoiceLabel } from './stage-groups';

/**
 * A row of stage buttons (a sales pipeline). Each sets the field to its stage's value; a stage
 * with several values ("Closed - Won", "Closed - Lost") opens a menu that asks which (spec 000
 * section 4). Stages before the current one are marked done.
 */
export function StageEditor({
  id,
  label,
  property,
  value,
  onChange,
  record,
  disabled,
  compact,
  focusOnMount,
}: FieldEditorProps) {
  const ref = useFocusOnMount<HTMLButtonElement>(focusOnMount);
  const { t } = useTranslation('fields');
  const groups = groupStages(visibleOptions(optionsOf(property), record, value));
  const currentIndex = groups.findIndex((group) =>
    group.options.some((option) => sameOptionValue(option.value, value)),
  );
  const set = (raw: string | number) => onChange(optionWireValue(property, raw));
  return (
    <fieldset id={id} className={`field-stages${compact ? ' field-compact' : ''}`} aria-label={label}>
      {groups.map((group, index) => {
        const state =
          index === currentIndex ? 'current' : currentIndex >= 0 && index < currentIndex ? 'done' : 'todo';
        const chosen = group.options.find((option) => sameOptionValue(option.value, value));
        const text =
          chosen && group.options.length > 1 ? `${group.label}: ${stageChoiceLabel(chosen)}` : group.label;
        // the current stage (else the first) takes the focus when a list cell opens
        const focusTarget = index === Math.max(currentIndex, 0);
        const common = {
          ref: focusTarget ? ref : undefined,
          type: 'button' as const,
          className: `stage stage-${state}`,
          disabled,
          'aria-current': state === 'current' ? ('step' as const) : undefined,
        };
        const only = group.options[0];
        if (group.options.length === 1 && only) {
          return (
            <button key={group.label} {...common} onClick={() => set(only.value)}>
              <OptionDot color={only.color} icon={only.icon} />
              {text}
            </button>
          );
        }
        return (
          <Menu
            key={group.label}
            align="start"
            label={t('chooseStage', { stage: group.label })}
            trigger={
              <button {...common} aria-haspopup="menu">
                {text}
                <ChevronDown size={14} aria-hidden="true" />
              </button>
            }
          >
            <MenuLabel>{t('chooseStage', { stage: group.label })}</MenuLabel>
            {group.options.map((option) => (
              <MenuItem key={String(option.value)} onSelect={() => set(option.value)}>
                <OptionDot color={option.color} icon={option.icon} />
                {stageChoiceLabel(option)}
              </MenuItem>
            ))}
          </Menu>
        );
      })}
    </fieldset>
  );
}
