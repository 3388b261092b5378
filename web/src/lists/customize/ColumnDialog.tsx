import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../list-views/columns';
import type { ListColumnDefinition } from '../../list-views/list-definition';
import { Dialog } from '../../ui/Dialog';
import { SettingsDialogButtons } from './SettingsDialogButtons';
import { clampWidth, maxColumnWidth, minColumnWidth } from './view-edits';

/**
 * The settings of one column (spec 001 section 3, "List definition"): label, width, no link,
 * mobile order and label; plus moving and removing it, the keyboard way to do what the
 * header's drag does.
 */
export function ColumnDialog({
  column,
  index,
  count,
  onApply,
  onMove,
  onRemove,
  onClose,
}: {
  column: ListColumn;
  index: number;
  count: number;
  onApply: (change: Partial<ListColumnDefinition>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('lists');
  const definition = column.definition;
  const [label, setLabel] = useState(definition.label ?? '');
  const [width, setWidth] = useState(String(column.width));
  const [nolink, setNolink] = useState(!!definition.nolink);
  const [mobileOrder, setMobileOrder] = useState(definition.mobileOrder?.toString() ?? '');
  const [mobileLabel, setMobileLabel] = useState(!!definition.mobileLabel);
  const widthNumber = Number(width);
  const widthValid = width.trim() !== '' && Number.isFinite(widthNumber);
  const orderNumber = Number(mobileOrder);
  const orderValid = mobileOrder.trim() === '' || Number.isInteger(orderNumber);

  return (
    <Dialog
      closeOnOutsideClick={false}
      title={t('customize.columnTitle', { name: column.label })}
      onClose={onClose}
      className="customize-dialog"
    >
      <form
        className="customize-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!widthValid || !orderValid) return;
          onApply({
            label: label.trim() || undefined,
            width: clampWidth(widthNumber),
            nolink: nolink || undefined,
            mobileOrder: mobileOrder.trim() === '' ? undefined : orderNumber,
            mobileLabel: mobileLabel || undefined,
          });
        }}
      >
        <label className="field">
          <span>{t('customize.label')}</span>
          <input
            value={label}
            placeholder={column.property?.displayName ?? column.attribute}
            onChange={(event) => setLabel(event.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('customize.width')}</span>
          <input
            type="number"
            min={minColumnWidth}
            max={maxColumnWidth}
            value={width}
            aria-invalid={!widthValid}
            onChange={(event) => setWidth(event.target.value)}
          />
        </label>
        {!widthValid && (
          <p className="field-error">
            {t('customize.widthInvalid', { min: minColumnWidth, max: maxColumnWidth })}
          </p>
        )}
        <label className="check-field">
          <input type="checkbox" checked={nolink} onChange={(event) => setNolink(event.target.checked)} />
          <span>{t('customize.nolink')}</span>
        </label>
        <label className="field">
          <span>{t('customize.mobileOrder')}</span>
          <input
            type="number"
            step={1}
            value={mobileOrder}
            aria-invalid={!orderValid}
            onChange={(event) => setMobileOrder(event.target.value)}
          />
        </label>
        {!orderValid && <p className="field-error">{t('customize.mobileOrderInvalid')}</p>}
        <label className="check-field">
          <input
            type="checkbox"
            checked={mobileLabel}
            onChange={(event) => setMobileLabel(event.target.checked)}
          />
          <span>{t('customize.mobileLabel')}</span>
        </label>
        <SettingsDialogButtons
          index={index}
          count={count}
          removeLabel={t('customize.removeColumn')}
          onMove={onMove}
          onRemove={onRemove}
          onClose={onClose}
        />
      </form>
    </Dialog>
  );
}
