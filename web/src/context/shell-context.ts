import { createContext, useContext } from 'react';
import type { AppInfo, UserContext } from '../api/user-context';
import type { MenuEntry } from './home-menu';

export type Shell = {
  context: UserContext;
  app: AppInfo | undefined;
  menu: MenuEntry[];
  /** Reloads the user context (after customising, on an inu_metadata change, ...). */
  refreshMetadata: () => Promise<unknown>;
};

export const ShellContext = createContext<Shell | null>(null);

/** The signed-in user's context and the current app, for every screen inside the shell. */
export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell is used outside the app shell');
  return shell;
}
