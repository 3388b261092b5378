import type { DriveItemShape, DriveListingShape } from '@strata/api/contract/drive-item';

/** One file or folder as a cloud files panel shows it, whatever drive holds it. */
export type DriveItem = DriveItemShape;

/** A folder's children, and whether the folder holds more than the drive listed. */
export type DriveListing = DriveListingShape<DriveItem>;

/** A drive the cloud files panel works on: the local drive (Strata's blob store) or OneDrive. Paths are folder names from the drive's root. */
export interface DriveProvider {
  readonly kind: 'local' | 'onedrive';
  /** The folder's children, or null when the folder does not exist. */
  list(path: string[], options?: { fileFilter?: string; signal?: AbortSignal }): Promise<DriveListing | null>;
  createFolder(path: string[], name: string): Promise<DriveItem>;
  rename(path: string[], item: DriveItem, newName: string): Promise<DriveItem>;
  remove(path: string[], item: DriveItem): Promise<void>;
  upload(
    path: string[],
    file: File,
    onProgress?: (sentBytes: number, totalBytes: number) => void,
    signal?: AbortSignal,
  ): Promise<DriveItem>;
  /** A URL the browser can download the file from (short-lived and signed for the local drive). */
  downloadUrl(path: string[], item: DriveItem): Promise<string>;
}
