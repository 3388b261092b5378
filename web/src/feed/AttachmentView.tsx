import { isInlineImageType } from '@strata/api/contract/image-types';
import { parseStoredFile } from '@strata/api/contract/stored-file';
import { FileLink } from '../fields/file/FileLink';
import { useFileLink } from '../fields/file/use-file-link';

/**
 * A comment's attachment: images a browser draws inline (at most 1024 px, shown smaller), other
 * files, TIFF and HEIC images included, as a link.
 */
export function AttachmentView({ activityId, value }: { activityId: string; value: unknown }) {
  const file = parseStoredFile(value);
  const through = { entity: 'activity', field: 'document', recordId: activityId };
  const { url } = useFileLink(file && isInlineImageType(file.type) ? file : null, through);
  if (!file) return null;
  return (
    <div className="feed-attachment">
      {url && (
        <a href={url} download={file.name} className="feed-image-link">
          <img src={url} alt={file.name} className="feed-image" loading="lazy" />
        </a>
      )}
      <FileLink file={file} through={through} />
    </div>
  );
}
