import { checkDriveName } from '@strata/api/contract/drive-names';
import i18next from 'i18next';
import { useMemo } from 'react';
import { failureText } from '../ui/failure-text';
import { alertMessage, choose, promptText } from '../ui/prompts';
import type { DriveItem, DriveProvider } from './drive-provider';

const t = (key: string, options?: Record<string, unknown>) => i18next.t(`cloudfiles:${key}`, options);

/**
 * A name typed for a new folder or a rename (spec 002 section 5): empty means nothing happens;
 * a refused one is explained (the same rule and texts as the server's) and also nothing happens.
 */
async function askName(title: string, value: string): Promise<string | null> {
  const typed = await promptText({
    title,
    label: t('name'),
    value,
    okLabel: i18next.t('ui.ok'),
    cancelLabel: i18next.t('ui.cancel'),
  });
  if (typed === null) return null;
  const check = checkDriveName(typed);
  if (check.ok) return check.name;
  if (check.reason === 'empty') return null;
  const code = check.reason === 'reserved' ? 'ERR_DRIVE_NAME_RESERVED' : 'ERR_DRIVE_NAME_INVALID';
  await alertMessage(t('nameRefused'), i18next.t(`errors:${code}`, { name: typed.trim().slice(0, 80) }));
  return null;
}

async function reportFailure(title: string, error: unknown): Promise<void> {
  await alertMessage(title, failureText(error));
}

export type DriveActions = {
  newFolder: () => Promise<void>;
  rename: (item: DriveItem) => Promise<void>;
  remove: (item: DriveItem) => Promise<void>;
  /** Creates the record's folder, level by level where missing (the missing-folder state's button). */
  createRecordFolder: () => Promise<void>;
};

/** The panel's changes to the drive, each asking what it needs and reloading the folder after. */
export function useDriveActions(
  provider: DriveProvider | null,
  recordFolder: readonly string[] | null,
  path: readonly string[],
  reload: () => void,
): DriveActions {
  return useMemo(() => {
    const folder = [...path];
    return {
      newFolder: async () => {
        if (!provider) return;
        const name = await askName(t('newFolder'), '');
        if (!name) return;
        try {
          await provider.createFolder(folder, name);
        } catch (error) {
          await reportFailure(t('newFolder'), error);
        }
        reload();
      },
      rename: async (item) => {
        if (!provider) return;
        const name = await askName(t('renameTitle', { name: item.name }), item.name);
        if (!name || name === item.name) return;
        try {
          await provider.rename(folder, item, name);
        } catch (error) {
          await reportFailure(t('rename'), error);
        }
        reload();
      },
      remove: async (item) => {
        if (!provider) return;
        const confirmed = await choose({
          title: t('deleteTitle', { name: item.name }),
          message: t(item.isFolder ? 'deleteFolderMessage' : 'deleteFileMessage'),
          buttons: [
            { label: i18next.t('ui.cancel'), value: false },
            { label: t('delete'), value: true, primary: true },
          ],
          cancelValue: false,
        });
        if (!confirmed) return;
        try {
          await provider.remove(folder, item);
        } catch (error) {
          await reportFailure(t('delete'), error);
        }
        reload();
      },
      createRecordFolder: async () => {
        if (!provider || !recordFolder) return;
        try {
          for (let depth = 1; depth <= recordFolder.length; depth++) {
            const level = recordFolder.slice(0, depth);
            if ((await provider.list(level)) === null)
              await provider.createFolder(level.slice(0, -1), level[depth - 1] as string);
          }
        } catch (error) {
          await reportFailure(t('createFolder'), error);
        }
        reload();
      },
    };
  }, [provider, recordFolder, path, reload]);
}
