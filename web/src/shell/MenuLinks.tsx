import { NavLink } from 'react-router';
import type { MenuEntry } from '../context/home-menu';
import { MetadataIcon } from '../ui/icons';

/** Draws menu entries as links: in-app paths under the app, external URLs in a new tab. */
export function MenuLinks({
  entries,
  appName,
  onFollow,
  showGroups = true,
}: {
  entries: MenuEntry[];
  appName: string;
  onFollow?: () => void;
  showGroups?: boolean;
}) {
  return (
    <>
      {entries.map((entry) => {
        if (entry.kind === 'separator') {
          return showGroups ? (
            <span key={entry.key} className="menu-group">
              {entry.label}
            </span>
          ) : null;
        }
        const content = (
          <>
            <MetadataIcon name={entry.icon} />
            <span>{entry.label}</span>
          </>
        );
        return entry.external ? (
          <a
            key={entry.key}
            className="nav-link"
            href={entry.path}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onFollow}
          >
            {content}
          </a>
        ) : (
          <NavLink key={entry.key} className="nav-link" to={`/${appName}/${entry.path}`} onClick={onFollow}>
            {content}
          </NavLink>
        );
      })}
    </>
  );
}
