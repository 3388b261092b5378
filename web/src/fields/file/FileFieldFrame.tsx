import { Trash2 } from 'lucide-react';
import type { DragEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadButton, type UploadButtonProps } from './UploadButton';

type Props = {
  className: string;
  frameRef?: Ref<HTMLDivElement>;
  /** the file as shown: a download link, a thumbnail */
  preview: ReactNode;
  /** the upload button (its onPick also takes a dropped file) */
  upload: UploadButtonProps;
  /** Remove is offered when there is a file and the field is editable */
  canRemove: boolean;
  onRemove: () => void;
  /** dialogs and the like that belong to the field */
  children?: ReactNode;
};

/**
 * What File and Image editors share: a drop target for a dragged file (the keyboard uses the
 * upload button), the file's preview, and one action row of upload (or replace) and remove.
 */
export function FileFieldFrame({
  className,
  frameRef,
  preview,
  upload,
  canRemove,
  onRemove,
  children,
}: Props) {
  const { t } = useTranslation('files');
  const { disabled, busy, onPick } = upload;
  const onDrop = (event: DragEvent) => {
    if (disabled || busy) return;
    event.preventDefault();
    const dropped = event.dataTransfer.files[0];
    if (dropped) onPick(dropped);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a dragged file; the keyboard uses the upload button
    <div
      ref={frameRef}
      className={className}
      onDragOver={(event) => {
        if (!disabled) event.preventDefault();
      }}
      onDrop={onDrop}
    >
      {preview}
      <div className="file-field-actions">
        <UploadButton {...upload} />
        {canRemove && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('remove')}
            title={t('remove')}
            onClick={onRemove}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
        )}
      </div>
      {children}
    </div>
  );
}
