import {
  type ComponentProps,
  cloneElement,
  type FocusEvent,
  isValidElement,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { MenuProps } from './RadixMenu';

/**
 * Drop-down menus. The menu code (Radix's menu and its positioning, about 28 KB gzipped) is not
 * part of the first load: it is fetched on the user's first sign of intent anywhere on the page
 * (a pointer move, touch or key), so it has arrived long before a menu is opened. Until then a
 * menu's trigger is shown as is; pressing it fetches the code and opens the menu on arrival.
 */
type RadixMenuModule = typeof import('./RadixMenu');

let loaded: RadixMenuModule | null = null;
let loading: Promise<RadixMenuModule> | null = null;
const listeners = new Set<() => void>();

export function loadMenuCode(): Promise<RadixMenuModule> {
  loading ??= import('./RadixMenu').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // a failed fetch (a network blip) is tried again on the next press
      loading = null;
      throw error;
    },
  );
  return loading;
}

const intentEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;
function onFirstIntent() {
  for (const type of intentEvents) window.removeEventListener(type, onFirstIntent, true);
  void loadMenuCode().catch(() => undefined);
}
if (typeof window !== 'undefined') {
  for (const type of intentEvents)
    window.addEventListener(type, onFirstIntent, { capture: true, passive: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useMenuCode(): RadixMenuModule | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
}

/** The loaded module; menu parts render only inside an open menu, which exists only once it is. */
function menuCode(): RadixMenuModule {
  if (!loaded) throw new Error('menu parts render inside an open Menu only');
  return loaded;
}

type TriggerProps = {
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

export function Menu(props: MenuProps) {
  const code = useMenuCode();
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const hasFocus = useRef(false);
  if (code) return <code.RadixMenu {...props} defaultOpen={openOnArrival} focusTrigger={hasFocus.current} />;

  const { trigger } = props;
  if (!isValidElement(trigger)) return trigger;
  const element = trigger as ReactElement<TriggerProps>;
  return cloneElement(element, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    // a press counts from pointer down, as Radix's own trigger does: code arriving between the
    // pointer's down and up replaces this button, and the click then never reaches it
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      element.props.onPointerDown?.(event);
      if (event.button !== 0) return;
      setOpenOnArrival(true);
      void loadMenuCode().catch(() => undefined);
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      element.props.onClick?.(event);
      setOpenOnArrival(true);
      void loadMenuCode().catch(() => undefined);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      hasFocus.current = true;
      element.props.onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      hasFocus.current = false;
      element.props.onBlur?.(event);
    },
  } as TriggerProps);
}

export function MenuItem(props: ComponentProps<RadixMenuModule['MenuItem']>) {
  const { MenuItem: Item } = menuCode();
  return <Item {...props} />;
}

export function MenuSeparator() {
  const { MenuSeparator: Separator } = menuCode();
  return <Separator />;
}

export function MenuLabel(props: ComponentProps<RadixMenuModule['MenuLabel']>) {
  const { MenuLabel: Label } = menuCode();
  return <Label {...props} />;
}

export function MenuChoices<T extends string>(props: {
  label: string;
  value: T;
  choices: { value: T; label: string }[];
  onChoose: (value: T) => void;
}) {
  const { MenuChoices: Choices } = menuCode();
  return <Choices {...props} />;
}

/** An on/off setting in a menu (a menuitemcheckbox). */
export function MenuCheckbox(props: ComponentProps<RadixMenuModule['MenuCheckbox']>) {
  const { MenuCheckbox: Checkbox } = menuCode();
  return <Checkbox {...props} />;
}
