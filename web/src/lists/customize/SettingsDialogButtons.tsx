import { useTranslation } from 'react-i18next';

/**
 * The foot of a column's or a quick filter's settings dialog: move it left or right (what
 * dragging does, from the keyboard), remove it, and Cancel or Apply (the form's submit).
 */
export function SettingsDialogButtons({
  index,
  count,
  removeLabel,
  onMove,
  onRemove,
  onClose,
}: {
  index: number;
  count: number;
  removeLabel: string;
  onMove: (to: number) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('lists');
  return (
    <>
      <div className="customize-dialog-moves">
        <button type="button" className="button" disabled={index === 0} onClick={() => onMove(index - 1)}>
          {t('customize.moveLeft')}
        </button>
        <button
          type="button"
          className="button"
          disabled={index >= count - 1}
          onClick={() => onMove(index + 1)}
        >
          {t('customize.moveRight')}
        </button>
        <button type="button" className="button danger" onClick={onRemove}>
          {removeLabel}
        </button>
      </div>
      <div className="dialog-buttons">
        <button type="button" className="button" onClick={onClose}>
          {t('cancel')}
        </button>
        <button type="submit" className="button primary">
          {t('customize.apply')}
        </button>
      </div>
    </>
  );
}
