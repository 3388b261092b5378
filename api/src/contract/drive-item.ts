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
