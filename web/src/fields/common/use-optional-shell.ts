import { useContext } from 'react';
import { type Shell, ShellContext } from '../../context/shell-context';

/**
 * The shell when there is one. Fields also render outside the app shell (the public survey
 * form), where money falls back to no currency and lookups to no quick-create.
 */
export function useOptionalShell(): Shell | null {
  return useContext(ShellContext);
}
