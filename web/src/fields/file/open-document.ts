import i18next from 'i18next';
import { loadNamespace } from '../../i18n/setup-i18n';
import { choose } from '../../ui/prompts';
import { isOfficeName } from './cloud-file-kinds';
import { viewerUrl } from './online-viewers';

/** Saves a file from a URL under its name (the server sends drive files as attachments). */
export function downloadFrom(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Opens a docx, xlsx or pptx (spec 000 section 7): with online viewers on, the user picks the
 * Office viewer (`ms`), the other viewer or a download; with them off (no internet configured)
 * the file just downloads. Other files download. A viewer gets its own short-lived signed link
 * (viewerLink) and opens in a new tab with no opener.
 */
export async function openDocument(
  name: string,
  link: { download: string; viewer: () => Promise<string> },
  onlineViewers: boolean,
): Promise<void> {
  if (!onlineViewers || !isOfficeName(name)) return downloadFrom(link.download, name);
  // a File field may ask before any Cloud files panel loaded the texts
  await loadNamespace('cloudfiles');
  const t = (key: string, options?: Record<string, unknown>) => i18next.t(`cloudfiles:${key}`, options);
  const answer = await choose<'ms' | 'google' | 'download' | null>({
    title: t('openWith', { name }),
    message: t('openWithMessage'),
    buttons: [
      { label: t('officeViewer'), value: 'ms', primary: true },
      { label: t('googleViewer'), value: 'google' },
      { label: t('download'), value: 'download' },
    ],
    cancelValue: null,
  });
  if (answer === 'download') return downloadFrom(link.download, name);
  if (!answer) return;
  // the tab opens at once (a popup blocker allows it within the click), the viewer once the link is signed
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = viewerUrl(answer, await link.viewer(), window.location.origin);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
}
