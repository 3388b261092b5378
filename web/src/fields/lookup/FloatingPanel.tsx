import { type CSSProperties, type ReactNode, type RefObject, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** Spec 000 section 9: the lookup dropdown is 190 px high. */
export const dropdownHeight = 190;

/**
 * A panel fixed under (or, near the window's bottom, over) an anchor, portalled out of the
 * field. List rows clip their content (overflow, transforms of a virtualised list), so an
 * absolutely placed dropdown would be cut off in edit-in-place. Inside a modal dialog the panel
 * is portalled into the dialog, which lives in the top layer above everything in body.
 */
export function FloatingPanel({
  anchor,
  className,
  children,
}: {
  anchor: RefObject<HTMLElement | null>;
  className: string;
  children: ReactNode;
}) {
  const [rect, setRect] = useState<DOMRect | null>(null);
  useLayoutEffect(() => {
    const element = anchor.current;
    if (!element) return;
    const update = () => setRect(element.getBoundingClientRect());
    update();
    // capture: any scrolling ancestor moves the anchor, not only the window
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [anchor]);
  const element = anchor.current;
  if (!rect || !element) return null;
  const below = window.innerHeight - rect.bottom >= dropdownHeight + 4 || rect.top < dropdownHeight + 4;
  const style: CSSProperties = {
    position: 'fixed',
    left: rect.left,
    width: Math.max(rect.width, 200),
    height: dropdownHeight,
    ...(below ? { top: rect.bottom + 2 } : { bottom: window.innerHeight - rect.top + 2 }),
  };
  const host = element.closest('dialog[open]') ?? document.body;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: pressing the panel's scrollbar must not blur the field's input (which closes the panel)
    <div className={className} style={style} onMouseDown={(event) => event.preventDefault()}>
      {children}
    </div>,
    host,
  );
}
