import type { StoredFile, UploadedFile } from '@strata/api/contract/stored-file';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { FileTarget } from '../../api/files-api';
import { createStore, type Store } from '../../ui/store';

/** One image of a form, as the preview dialog pages through them. */
export type GalleryImage = {
  /** The field's name: unique within a form. */
  key: string;
  label: string;
  file: StoredFile;
  through: FileTarget;
  /** Present when the image may be replaced (an editor that is not disabled): a rotation is saved through it. */
  replace?: (uploaded: UploadedFile) => void;
  /** Where the field is on the page: the dialog pages in reading order. */
  element: RefObject<HTMLElement | null>;
};

type Registry = Store<ReadonlyMap<symbol, GalleryImage>>;
const GalleryContext = createContext<Registry | null>(null);

/**
 * Wraps a record form so the preview dialog pages across all its images (spec 000 section 2,
 * previous and next with the arrow keys). Without it, an image field previews only itself.
 */
export function ImageGalleryProvider({ children }: { children: ReactNode }) {
  const [registry] = useState<Registry>(() => createStore<ReadonlyMap<symbol, GalleryImage>>(new Map()));
  return <GalleryContext.Provider value={registry}>{children}</GalleryContext.Provider>;
}

function documentOrder(a: GalleryImage, b: GalleryImage): number {
  const first = a.element.current;
  const second = b.element.current;
  if (!first || !second || first === second) return 0;
  return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/**
 * Registers a field's image (none when the field is empty) and answers the form's images in
 * page order. `replace` may change every render; the registered entry calls the latest one.
 */
export function useGalleryImages(
  own: Omit<GalleryImage, 'replace' | 'element'> | null,
  element: RefObject<HTMLElement | null>,
  replace: ((uploaded: UploadedFile) => void) | undefined,
): GalleryImage[] {
  const registry = useContext(GalleryContext);
  const replaceRef = useRef(replace);
  replaceRef.current = replace;
  const canReplace = replace !== undefined;
  const { key, label } = own ?? {};
  const fileValue = own ? JSON.stringify(own.file) : '';
  const throughValue = own ? JSON.stringify(own.through) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when what it shows changes, not on every render
  const entry = useMemo<GalleryImage | null>(
    () =>
      own
        ? {
            ...own,
            element,
            ...(canReplace ? { replace: (uploaded: UploadedFile) => replaceRef.current?.(uploaded) } : {}),
          }
        : null,
    [key, label, fileValue, throughValue, canReplace, element],
  );

  useEffect(() => {
    if (!registry || !entry) return;
    const token = Symbol(entry.key);
    registry.set((current) => new Map(current).set(token, entry));
    return () =>
      registry.set((current) => {
        const next = new Map(current);
        next.delete(token);
        return next;
      });
  }, [registry, entry]);

  const registered = (registry ?? fallbackRegistry).use();
  if (!registry) return entry ? [entry] : [];
  return [...registered.values()].sort(documentOrder);
}

/** Keeps the hook order the same with or without a provider; never written to. */
const fallbackRegistry: Registry = createStore<ReadonlyMap<symbol, GalleryImage>>(new Map());
