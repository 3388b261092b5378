import type { DriveProvider } from './drive-provider';
import { createLocalDriveProvider } from './local-drive-provider';

export type DriveChoice = {
  entity: string;
  recordId: string;
  /**
   * Set when the installation has Microsoft 365 (OneDrive/SharePoint through Graph) configured:
   * its provider (onedrive-provider.ts, through /api/azure/drive) is chosen instead of the local drive.
   */
  microsoft?: { createProvider: () => DriveProvider } | undefined;
};

/** The drive a Cloud files panel works on: OneDrive when Microsoft is configured, else the local drive. */
export function chooseDriveProvider(choice: DriveChoice): DriveProvider {
  if (choice.microsoft) return choice.microsoft.createProvider();
  return createLocalDriveProvider(choice.entity, choice.recordId);
}
