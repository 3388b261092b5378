/**
 * One OneDrive item as the API answers it (the web's DriveItem in web/src/cloud-files has the
 * same fields): only what the cloud files panel shows.
 */
export type DriveItemShape = {
  id: string;
  name: string;
  isFolder: boolean;
  size?: number;
  modifiedOn?: string;
  createdBy?: string;
  mimeType?: string;
  thumbnailUrl?: string;
  webUrl?: string;
};

/**
 * A folder's children as a drive answers them: `more` when the folder holds more than a listing
 * carries (OneDrive: 100 pages, spec 002 section 9; the local drive: maxListedItems), so the
 * panel says that the rest is not shown instead of stopping short in silence.
 */
export type DriveListingShape<Item = DriveItemShape> = { items: Item[]; more: boolean };
