import { checkDriveName, forbiddenNameCharacters } from '@strata/api/contract/drive-names';
import type { PanelDefinition } from '@strata/api/contract/views';
import type { RecordValues } from '../panels/panel-api';

/** The longest side of an uploaded image when the panel says nothing (spec 002 section 9). */
export const defaultMaxImageSize = 1200;

/** A CloudFiles panel's attributes (spec 000 section 3), read defensively: forms are edited by hand. */
export type CloudFilesSettings = {
  rootFolder: string[];
  folderField: string | undefined;
  fileFilter: string;
  emptyMessage: string | undefined;
  maxImageSize: number;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function cloudFilesSettings(panel: PanelDefinition): CloudFilesSettings {
  const size = Number(panel.maxImageSize);
  return {
    rootFolder: text(panel.rootFolder)
      .split(/[\\/]/)
      .map((part) => part.trim())
      .filter((part) => part !== ''),
    folderField: text(panel.folderField) || undefined,
    fileFilter: text(panel.fileFilter),
    emptyMessage: text(panel.emptyMessage) || undefined,
    maxImageSize: Number.isFinite(size) && size >= 1 ? Math.floor(size) : defaultMaxImageSize,
  };
}

/** A field value as a folder name: text as it is, a lookup by its label, numbers as written. */
function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value && typeof value === 'object') {
    const lookup = value as { label?: unknown; name?: unknown };
    if (typeof lookup.label === 'string') return lookup.label;
  }
  return '';
}

/**
 * The record's folder: rootFolder's folders, then the folderField value (spec 002 section 4).
 * Characters a drive refuses are replaced with '-' (an account "A/B Ltd" gets "A-B Ltd"), so a
 * record name never breaks the path. null when the folder field is empty or names no folder.
 */
export function recordFolderPath(settings: CloudFilesSettings, values: RecordValues): string[] | null {
  if (!settings.folderField) return settings.rootFolder;
  let name = valueText(values[settings.folderField]);
  for (const character of forbiddenNameCharacters) name = name.split(character).join('-');
  const check = checkDriveName(name);
  return check.ok ? [...settings.rootFolder, check.name] : null;
}
