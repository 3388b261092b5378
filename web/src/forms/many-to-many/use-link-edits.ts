import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { type LinkState, linksModified } from '../../form-context/link-changes';

export type LinkEdits = {
  links: Record<string, LinkState>;
  /**
   * Changes one relation's toggles; `update` gets undefined before its first change and answers
   * undefined to drop them (once written).
   */
  setLinks: (linkObject: string, update: (current: LinkState | undefined) => LinkState | undefined) => void;
  modified: boolean;
  /** After the links were written: reload every many-to-many field and forget the toggles. */
  reset: () => Promise<void>;
};

/**
 * The pending many-to-many toggles of one form, by link object: the form keeps them, not the
 * field or panel showing them, so they outlive a tab switch and make the form dirty. A field
 * and a panel over the same link object share one entry.
 */
export function useLinkEdits(): LinkEdits {
  const [links, setLinkStates] = useState<Record<string, LinkState>>({});
  const setLinks = useCallback(
    (linkObject: string, update: (current: LinkState | undefined) => LinkState | undefined) =>
      setLinkStates((current) => {
        const { [linkObject]: previous, ...others } = current;
        const next = update(previous);
        return next ? { ...others, [linkObject]: next } : others;
      }),
    [],
  );
  const { mutate } = useSWRConfig();
  const reset = useCallback(async () => {
    await mutate((key) => Array.isArray(key) && key[0] === 'many-to-many');
    setLinkStates({});
  }, [mutate]);
  return { links, setLinks, modified: Object.values(links).some(linksModified), reset };
}
