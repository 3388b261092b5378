// no imports: file links ask this of every file, and fflate should load only with the zip dialog
/** Whether a stored file is a zip archive, by its name or its type. */
export function isZipFile(file: { name: string; type?: string | null }): boolean {
  return (
    /\.zip$/i.test(file.name) ||
    file.type === 'application/zip' ||
    file.type === 'application/x-zip-compressed'
  );
}
