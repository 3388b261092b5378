import { isAnonymousEmail } from '@strata/api/contract/anonymous-user';
import { FileDown, LogOut, RefreshCw, UserPen } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShell } from '../context/shell-context';
import { readSessionLog } from '../diagnostics/session-log';
import { type LanguageCode, languages } from '../i18n/languages';
import { switchLanguage } from '../i18n/setup-i18n';
import { MicrosoftMenuItems } from '../microsoft/MicrosoftMenuItems';
import { OfflineMenuItems } from '../offline-menu/OfflineMenuItems';
import { signOut } from '../session/sign-out';
import { chooseTheme, storedTheme, subscribeTheme, type ThemeSetting } from '../theme/theme';
import { downloadBlob } from '../ui/download';
import { initials } from '../ui/initials';
import { Menu, MenuChoices, MenuItem, MenuLabel, MenuSeparator } from '../ui/Menu';
import { AnonymousProfile } from './AnonymousProfile';

/**
 * The profile menu (spec 000 section 2): who and where, theme (0 system, 1 dark, 2 light),
 * language, edit profile, reload and logout; the fixed anonymous user gets the login form instead.
 */
export function ProfileMenu() {
  const { context } = useShell();
  if (isAnonymousEmail(context.user.email)) return <AnonymousProfile organization={context.orgName} />;
  return <UserProfileMenu />;
}

function UserProfileMenu() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { context } = useShell();
  const theme = useSyncExternalStore(subscribeTheme, storedTheme);
  const name = context.user.name ?? context.user.email ?? '';

  return (
    <Menu
      label={t('profile.menu')}
      trigger={
        <button type="button" className="avatar" aria-label={t('profile.open', { name })}>
          {initials(name)}
        </button>
      }
    >
      <MenuLabel>
        <span className="profile-name">{name}</span>
        {context.user.email && <span className="profile-detail">{context.user.email}</span>}
        <span className="profile-detail">{context.organization.displayName}</span>
      </MenuLabel>
      <MenuSeparator />
      <MenuChoices
        label={t('profile.theme')}
        value={String(theme)}
        choices={[
          { value: '0', label: t('profile.themeSystem') },
          { value: '1', label: t('profile.themeDark') },
          { value: '2', label: t('profile.themeLight') },
        ]}
        onChoose={(value) => {
          chooseTheme(Number(value) as ThemeSetting);
        }}
      />
      <MenuSeparator />
      <MenuChoices
        label={t('language')}
        value={i18n.language}
        choices={languages.map((language) => ({ value: language.code, label: language.label }))}
        onChoose={(value) => void switchLanguage(value as LanguageCode)}
      />
      <MenuSeparator />
      <MenuItem onSelect={() => navigate(`/!/edit/systemuser/${context.user.id}`)}>
        <UserPen size={16} aria-hidden="true" /> {t('profile.edit')}
      </MenuItem>
      <MicrosoftMenuItems />
      <MenuItem onSelect={() => window.location.reload()}>
        <RefreshCw size={16} aria-hidden="true" /> {t('profile.reload')}
      </MenuItem>
      <OfflineMenuItems />
      <MenuItem onSelect={downloadSessionLog}>
        <FileDown size={16} aria-hidden="true" /> {t('profile.sessionLog')}
      </MenuItem>
      <MenuItem onSelect={() => void signOut()}>
        <LogOut size={16} aria-hidden="true" /> {t('profile.logout')}
      </MenuItem>
    </Menu>
  );
}

/** The session error log (diagnostics/session-log.ts) as a file, with a header line, for support. */
function downloadSessionLog(): void {
  const text = `level\ttime\tcontext\ttext\n${readSessionLog()}`;
  const day = new Date().toISOString().slice(0, 10);
  downloadBlob(new Blob([text], { type: 'text/tab-separated-values' }), `strata-session-log-${day}.tsv`);
}
