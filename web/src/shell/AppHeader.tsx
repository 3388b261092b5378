import { LayoutGrid, Menu as MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useShell } from '../context/shell-context';
import { LazyFeedBadge } from '../feed/LazyFeedBadge';
import { Dialog } from '../ui/Dialog';
import { MetadataIcon } from '../ui/icons';
import { mobileQuery, useMediaQuery } from '../ui/use-media-query';
import { HeaderMenu } from './HeaderMenu';
import { MenuLinks } from './MenuLinks';
import { ProfileMenu } from './ProfileMenu';
import { PaletteButton } from './palette/PaletteButton';

/** The mobile header shows at most this many menu items (spec 000 section 9). */
export const mobileItemCount = 4;

function AppList({ onFollow }: { onFollow?: () => void }) {
  const { context, app } = useShell();
  return (
    <>
      {context.apps.map((item) => (
        <NavLink
          key={item.name}
          to={`/${item.name}/`}
          className="nav-link"
          aria-current={item.name === app?.name ? 'page' : undefined}
          onClick={onFollow}
        >
          <MetadataIcon name={item.icon} />
          <span>{item.label ?? item.name}</span>
        </NavLink>
      ))}
    </>
  );
}

/**
 * The app header (spec 000 section 2, Shell): the Apps/Menu switch, the current app's home
 * menu, the command palette's button (Ctrl+K) and the profile menu. Under 500 px: up to 4 items and a button for the full menu.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const { app, menu } = useShell();
  const mobile = useMediaQuery(mobileQuery);
  const [showApps, setShowApps] = useState(false);
  const [fullMenu, setFullMenu] = useState(false);
  const appName = app?.name ?? '!';
  const appLabel = app ? (app.builtIn ? t('customize.app') : (app.label ?? app.name)) : t('appName');

  if (mobile) {
    const links = menu.filter((entry) => entry.kind === 'link').slice(0, mobileItemCount);
    return (
      <header className="app-header mobile">
        <nav className="mobile-nav" aria-label={t('shell.menu')}>
          <MenuLinks entries={links} appName={appName} showGroups={false} />
        </nav>
        <button
          type="button"
          className="icon-button"
          aria-label={t('shell.fullMenu')}
          onClick={() => setFullMenu(true)}
        >
          <MenuIcon size={22} aria-hidden="true" />
        </button>
        <PaletteButton compact />
        <LazyFeedBadge />
        <ProfileMenu />
        {fullMenu && (
          <Dialog title={appLabel} className="full-menu" onClose={() => setFullMenu(false)}>
            <nav className="full-menu-nav" aria-label={t('shell.menu')}>
              <MenuLinks entries={menu} appName={appName} onFollow={() => setFullMenu(false)} />
            </nav>
            <h3 className="menu-group">{t('shell.apps')}</h3>
            <nav className="full-menu-nav" aria-label={t('shell.apps')}>
              <AppList onFollow={() => setFullMenu(false)} />
            </nav>
          </Dialog>
        )}
      </header>
    );
  }

  return (
    <header className="app-header">
      <button
        type="button"
        className="apps-switch"
        aria-pressed={showApps}
        title={showApps ? t('shell.showMenu') : t('shell.showApps')}
        onClick={() => setShowApps((current) => !current)}
      >
        <LayoutGrid size={18} aria-hidden="true" />
        <span>{showApps ? t('shell.apps') : appLabel}</span>
      </button>
      {showApps ? (
        <nav className="header-nav" aria-label={t('shell.apps')}>
          <AppList onFollow={() => setShowApps(false)} />
        </nav>
      ) : (
        <HeaderMenu entries={menu} appName={appName} />
      )}
      <PaletteButton />
      <LazyFeedBadge />
      <ProfileMenu />
    </header>
  );
}
