import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';

const cardOf = (element: Element | null) => element?.closest<HTMLElement>('.kanban-card') ?? null;

/**
 * Keeps the focus on a card the keyboard (or its menu) moved. A moved card is drawn anew in
 * its new lane, and again in place once the lanes reload (or back in its old lane when the
 * save is refused), and each time the focused element leaves the page. After every such
 * change the card's open button takes the focus back, as long as the focus has gone nowhere
 * else: the user tabbing on, or a dialog, ends the keeping.
 */
export function useCardFocus(board: RefObject<HTMLElement | null>, shown: unknown) {
  const kept = useRef<string | null>(null);

  const restore = useCallback(() => {
    const id = kept.current;
    const active = document.activeElement;
    if (!id || (active && active !== document.body)) return;
    const card = [...(board.current?.querySelectorAll<HTMLElement>('.kanban-card') ?? [])].find(
      (item) => item.dataset.id === id,
    );
    card?.querySelector<HTMLElement>('.kanban-card-open')?.focus();
  }, [board]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the cards shown
  useLayoutEffect(restore, [shown, restore]);

  useEffect(() => {
    const forget = (event: FocusEvent) => {
      if (kept.current && cardOf(event.target as Element | null)?.dataset.id !== kept.current) {
        kept.current = null;
      }
    };
    // a click elsewhere may focus nothing, and still means the user has moved on
    const forgetAll = () => {
      kept.current = null;
    };
    document.addEventListener('focusin', forget);
    document.addEventListener('pointerdown', forgetAll);
    return () => {
      document.removeEventListener('focusin', forget);
      document.removeEventListener('pointerdown', forgetAll);
    };
  }, []);

  /** Keeps the focus on this card from now on (and puts it there if it has gone). */
  return useCallback(
    (id: string) => {
      kept.current = id;
      restore();
      // the card may be drawn in its new place only after this frame
      requestAnimationFrame(restore);
    },
    [restore],
  );
}
