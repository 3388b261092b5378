import { ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MenuEntry } from '../context/home-menu';
import { MetadataIcon } from '../ui/icons';
import { Menu, MenuItem, MenuLabel } from '../ui/Menu';
import { useFittingCount } from '../ui/use-fitting-count';
import { MenuLinks } from './MenuLinks';

/**
 * The desktop header's home menu: as many entries as fit the bar, the rest (groups and links,
 * in order) in a More menu at its end, so nothing is cut off or hidden under the profile button.
 */
export function HeaderMenu({ entries, appName }: { entries: MenuEntry[]; appName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const fitting = useFittingCount(navRef, measureRef, entries, entries.length);
  // a group heading never stays behind alone: it goes with its first link
  let visibleCount = fitting;
  while (visibleCount > 0 && entries[visibleCount - 1]?.kind === 'separator') visibleCount--;
  const overflow = entries.slice(visibleCount);
  const follow = (entry: MenuEntry) => {
    if (entry.kind !== 'link') return;
    if (entry.external) window.open(entry.path, '_blank', 'noopener,noreferrer');
    else navigate(`/${appName}/${entry.path}`);
  };
  return (
    <>
      {/* outside the nav: neither found in it nor scrolling it */}
      <div className="header-measure" ref={measureRef} aria-hidden="true" inert>
        {entries.map((entry) =>
          entry.kind === 'separator' ? (
            <span key={entry.key} className="menu-group">
              {entry.label}
            </span>
          ) : (
            <span key={entry.key} className="nav-link">
              <MetadataIcon name={entry.icon} />
              <span>{entry.label}</span>
            </span>
          ),
        )}
        <span className="nav-link">
          <span>{t('shell.more')}</span>
          <ChevronDown size={14} />
        </span>
      </div>
      <nav className="header-nav" ref={navRef} aria-label={t('shell.menu')}>
        <MenuLinks entries={entries.slice(0, visibleCount)} appName={appName} />
        {overflow.length > 0 && (
          <Menu
            align="end"
            label={t('shell.more')}
            trigger={
              <button type="button" className="nav-link nav-more">
                <span>{t('shell.more')}</span>
                <ChevronDown size={14} aria-hidden="true" />
              </button>
            }
          >
            {overflow.map((entry) =>
              entry.kind === 'separator' ? (
                <MenuLabel key={entry.key}>{entry.label}</MenuLabel>
              ) : (
                <MenuItem key={entry.key} onSelect={() => follow(entry)}>
                  <MetadataIcon name={entry.icon} />
                  <span>{entry.label}</span>
                </MenuItem>
              ),
            )}
          </Menu>
        )}
      </nav>
    </>
  );
}
