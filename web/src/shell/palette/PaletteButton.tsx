import { Search } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyChunk } from '../../chunks/lazy-chunk';
import { ctrlShortcut } from '../../ui/shortcut';

const loadPalette = () => import('./CommandPalette');
const CommandPalette = lazyChunk(loadPalette);
/** The palette's code is fetched this long after the shell shows, so Ctrl+K opens it at once. */
const preloadAfterMs = 1500;

/** Ctrl+K on Windows and Linux, ⌘K on a Mac. */
const shortcut = ctrlShortcut('K');
export const paletteShortcut = shortcut.keys;

/**
 * The header's search button and the Ctrl+K (⌘K) shortcut that open the command palette from
 * anywhere in the app, a field included (the browser's own Ctrl+K is taken over here).
 */
export function PaletteButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => void loadPalette().catch(() => {}), preloadAfterMs);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <button
        type="button"
        className={compact ? 'icon-button' : 'palette-button'}
        aria-label={t('palette.open')}
        aria-keyshortcuts={shortcut.aria}
        title={`${t('palette.open')} (${paletteShortcut})`}
        onClick={() => setOpen(true)}
      >
        <Search size={compact ? 22 : 16} aria-hidden="true" />
        {!compact && (
          <>
            <span>{t('palette.search')}</span>
            <kbd>{paletteShortcut}</kbd>
          </>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CommandPalette onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
