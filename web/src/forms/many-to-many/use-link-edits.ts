import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { type LinkState, linksModified } from './link-changes';

export type LinkEdits = {
  links: Record<string, LinkState>;
  setLinks: (linkObject: string, next: LinkState | ((current: LinkState) => LinkState)) => void;
  modified: boolean;
  /** After the links were written: reload every many-to-many field and forget the toggles. */
  reset: () => Promise<void>;
};

/** The pending many-to-many toggles of one form, by link object. */
export function useLinkEdits(): LinkEdits {
  const [links, setLinkStates] = useState<Record<string, LinkState>>({});
  const setLinks = useCallback(
    (linkObject: string, next: LinkState | ((current: LinkState) => LinkState)) =>
      setLinkStates((current) => {
        const previous = current[linkObject];
        const value = typeof next === 'function' ? (previous ? next(previous) : undefined) : next;
        return value ? { ...current, [linkObject]: value } : current;
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
