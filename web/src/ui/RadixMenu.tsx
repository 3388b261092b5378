import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

export type MenuProps = {
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
  label?: string;
  /** on closing, before the focus returns to the trigger: preventDefault() to put it elsewhere */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Drop-down menus on Radix's menu primitive: arrow keys, typeahead, Escape, focus return and
 * the ARIA menu roles come with it. Loaded by Menu.tsx on the user's first intent, so this
 * module and its positioning code stay out of the first load.
 */
export function RadixMenu({
  trigger,
  children,
  align = 'end',
  label,
  onCloseAutoFocus,
  defaultOpen,
  focusTrigger,
}: MenuProps & {
  /** the trigger was pressed before this code arrived */
  defaultOpen: boolean;
  /** the placeholder trigger had the focus when this replaced it */
  focusTrigger: boolean;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focusTrigger && !defaultOpen) triggerRef.current?.focus();
  }, [focusTrigger, defaultOpen]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenu.Trigger>
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
          <DropdownMenu.RadioItem
            key={choice.value}
            value={choice.value}
            className="menu-item menu-radio"
            data-value={choice.value}
          >
            <DropdownMenu.ItemIndicator className="menu-check">✓</DropdownMenu.ItemIndicator>
            {choice.label}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </DropdownMenu.Group>
  );
}

/** An on/off setting in a menu (a menuitemcheckbox). */
export function MenuCheckbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.CheckboxItem
      className="menu-item menu-radio"
      checked={checked}
      onCheckedChange={onChange}
      // the menu stays open: the items the setting shows appear under it
      onSelect={(event) => event.preventDefault()}
    >
      <DropdownMenu.ItemIndicator className="menu-check">✓</DropdownMenu.ItemIndicator>
      {children}
    </DropdownMenu.CheckboxItem>
  );
}
