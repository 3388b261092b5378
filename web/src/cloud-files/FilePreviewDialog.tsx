import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPdfName } from '../fields/file/cloud-file-kinds';
import { downloadFrom } from '../fields/file/open-document';
import { Dialog } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import type { DriveItem } from './drive-provider';

type Loaded = { kind: 'loading' } | { kind: 'image' | 'pdf'; src: string } | { kind: 'failed' };

/**
 * The preview of an image or a PDF (spec 002 section 2). An image shows from its signed link;
 * a PDF is fetched and shown from a blob: URL, because the server sends files as attachments
 * in a sandbox (they must never run as a page of our origin).
 */
export function FilePreviewDialog({
  item,
  url,
  onClose,
}: {
  item: DriveItem;
  url: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('cloudfiles');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    if (!isPdfName(item.name)) {
      setLoaded({ kind: 'image', src: url });
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetch(url, { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(response.statusText);
        const bytes = await response.arrayBuffer();
        objectUrl = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
        setLoaded({ kind: 'pdf', src: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ kind: 'failed' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [item.name, url]);

  return (
    <Dialog title={item.name} onClose={onClose} className="cloud-preview-dialog">
      <div className="cloud-preview-body">
        {loaded.kind === 'loading' && <Spinner />}
        {loaded.kind === 'failed' && <p role="alert">{t('previewFailed')}</p>}
        {loaded.kind === 'image' && (
          <img
            className="cloud-preview-image"
            src={loaded.src}
            alt={item.name}
            onError={() => setLoaded({ kind: 'failed' })}
          />
        )}
        {loaded.kind === 'pdf' && <iframe className="cloud-preview-pdf" src={loaded.src} title={item.name} />}
      </div>
      <div className="dialog-buttons">
        <button type="button" className="button" onClick={() => downloadFrom(url, item.name)}>
          <Download size={16} aria-hidden="true" /> {t('download')}
        </button>
        <button type="button" className="button primary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Dialog>
  );
}
