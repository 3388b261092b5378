import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

/**
 * Drop-down menus on Radix's menu primitive: arrow keys, typeahead, Escape, focus return and
 * the ARIA menu roles come with it.
 */
export function Menu({
  trigger,
  children,
  align = 'end',
  label,
  onCloseAutoFocus,
}: {
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
  label?: string;
  /** on closing, before the focus returns to the trigger: preventDefault() to put it elsewhere */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu"
          align={align}
          sideOffset={4}
          collisionPadding={8}
          aria-label={label}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function MenuItem({
  children,
  onSelect,
  disabled,
}: {
  children: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
}) {
  return (
    <DropdownMenu.Item className="menu-item" onSelect={onSelect} disabled={disabled ?? false}>
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="menu-separator" />;
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <DropdownMenu.Label className="menu-label">{children}</DropdownMenu.Label>;
}

/** A group of choices of which one is checked (theme, language). */
export function MenuChoices<T extends string>({
  label,
  value,
  choices,
  onChoose,
}: {
  label: string;
  value: T;
  choices: { value: T; label: string }[];
  onChoose: (value: T) => void;
}) {
  return (
    <DropdownMenu.Group aria-label={label}>
      <DropdownMenu.Label className="menu-label">{label}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={value} onValueChange={(next) => onChoose(next as T)}>
        {choices.map((choice) => (
          <DropdownMenu.RadioItem key={choice.value} value={choice.value} className="menu-item menu-radio">
            <DropdownMenu.ItemIndicator className="menu-check">✓</DropdownMenu.ItemIndicator>
            {choice.label}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </DropdownMenu.Group>
  );
}
