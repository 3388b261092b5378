/**
 * Online document viewers (spec 000 section 7): a viewer name starting with `ms` selects the
 * Office online viewer, anything else the other (Google's) viewer. Both fetch the file
 * themselves, so they get an absolute, short-lived signed link, never the session.
 */
export type ViewerChoice = 'ms' | 'google';

export function viewerUrl(viewer: string, fileUrl: string, origin: string): string {
  const absolute = new URL(fileUrl, origin).toString();
  return viewer.startsWith('ms')
    ? `https://view.officeapps.live.com/op/view.aspx?src=${encodeURIComponent(absolute)}`
    : `https://docs.google.com/viewer?url=${encodeURIComponent(absolute)}`;
}
