import { Minus, Plus } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  amountsOf,
  type CartLine,
  changeQuantity,
  type EditableField,
  parseLineInput,
  setLineField,
} from './cart-lines';

type Update = (update: (lines: CartLine[]) => CartLine[]) => void;

const fields: EditableField[] = ['quantity', 'priceperunit', 'discount'];

/**
 * One cart line: minus and plus around the quantity, price per unit and discount typed in
 * place. Keyboard (the row has the focus): arrows move between lines, Enter goes to the
 * quantity, Delete removes the line; in a field, arrows and Enter move to the same field of
 * the line above or below, Escape back to the row.
 */
export function CartLineRow({
  line,
  editable,
  formatMoney,
  onChange,
  onMove,
}: {
  line: CartLine;
  editable: boolean;
  formatMoney: (value: number) => string;
  onChange: Update;
  /** Moves the focus to the line above or below: an input's column, or -1 for the row. */
  onMove: (key: string, column: number) => void;
}) {
  const { t } = useTranslation('panels');
  const { baseamount, totalamount } = amountsOf(line);
  const remove = () => onChange((lines) => changeQuantity(lines, line.key, -line.quantity));
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onMove(event.key, -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLInputElement>('input')?.focus();
    } else if (event.key === 'Delete' && editable) {
      event.preventDefault();
      remove();
    }
  };
  return (
    <tr
      tabIndex={0}
      className={line.quantity === 0 ? 'cart-line removed' : 'cart-line'}
      aria-label={line.productName}
      data-product={line.productId}
      onKeyDown={onRowKey}
    >
      <td className="cart-line-product">{line.productName}</td>
      <td className="cart-line-quantity">
        {editable && (
          <button
            type="button"
            className="command"
            aria-label={t('cart.less', { name: line.productName })}
            title={t('cart.less', { name: line.productName })}
            onClick={() => onChange((lines) => changeQuantity(lines, line.key, -1))}
          >
            <Minus size={14} aria-hidden="true" />
          </button>
        )}
        <NumberCell line={line} field="quantity" editable={editable} onChange={onChange} onMove={onMove} />
        {editable && (
          <button
            type="button"
            className="command"
            aria-label={t('cart.more', { name: line.productName })}
            title={t('cart.more', { name: line.productName })}
            onClick={() => onChange((lines) => changeQuantity(lines, line.key, 1))}
          >
            <Plus size={14} aria-hidden="true" />
          </button>
        )}
      </td>
      <td>
        <NumberCell
          line={line}
          field="priceperunit"
          editable={editable}
          onChange={onChange}
          onMove={onMove}
        />
      </td>
      <td>
        <NumberCell line={line} field="discount" editable={editable} onChange={onChange} onMove={onMove} />
      </td>
      <td className="cart-amount">{formatMoney(baseamount)}</td>
      <td className="cart-amount" data-testid="line-total">
        {formatMoney(totalamount)}
      </td>
    </tr>
  );
}

const formatted = (field: EditableField, value: number) =>
  field === 'discount' ? String(value) : value.toFixed(2);

/**
 * A number typed in place: a value the server would refuse (a negative quantity, a discount
 * outside 0..100 or with decimals) is not taken; the field says why until it is corrected.
 */
function NumberCell({
  line,
  field,
  editable,
  onChange,
  onMove,
}: {
  line: CartLine;
  field: EditableField;
  editable: boolean;
  onChange: Update;
  onMove: (key: string, column: number) => void;
}) {
  const { t } = useTranslation(['panels', 'errors']);
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const label = t(`cart.${field === 'priceperunit' ? 'price' : field}`);
  if (!editable) return <span>{formatted(field, line[field])}</span>;
  const message =
    problem === 'invalid' ? t('cart.invalidNumber') : problem ? t(`errors:${problem}`) : undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Enter') {
      event.preventDefault();
      onMove(event.key, fields.indexOf(field));
    } else if (event.key === 'Escape') {
      event.currentTarget.closest('tr')?.focus();
    }
  };
  return (
    <>
      <input
        type="text"
        inputMode={field === 'discount' ? 'numeric' : 'decimal'}
        className={`cart-input cart-${field}`}
        aria-label={`${label}: ${line.productName}`}
        aria-invalid={problem ? true : undefined}
        title={message}
        value={draft ?? formatted(field, line[field])}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const parsed = parseLineInput(field, text);
          if (parsed.ok) {
            setProblem(null);
            onChange((lines) => setLineField(lines, line.key, field, parsed.value));
          } else setProblem(parsed.code);
        }}
        onBlur={() => {
          setDraft(null);
          setProblem(null);
        }}
        onKeyDown={onKeyDown}
      />
      {message && (
        <span className="cart-input-error" role="alert">
          {message}
        </span>
      )}
    </>
  );
}
