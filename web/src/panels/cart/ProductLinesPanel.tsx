import { lineItemShape } from '@strata/api/contract/line-items';
import type { PanelDefinition } from '@strata/api/contract/views';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { executeMultiple, isLookupValue, retrieveMultiple } from '../../api/data-api';
import { useFormContext } from '../../forms/form-context';
import { associationOf } from '../../forms/panels/associated-records';
import { useObjectMeta } from '../../metadata/object-metadata';
import { canDo } from '../../session/permissions';
import { useShell } from '../../shell/shell-context';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Spinner } from '../../ui/Spinner';
import { useFormEvents } from '../panel-api';
import { CartLineRow } from './CartLineRow';
import { addProduct, type CartLine, type CartProduct, cartTotal, lineOperations } from './cart-lines';
import { ProductPicker } from './ProductPicker';
import './cart.css';

/**
 * Product lines in cart mode (spec 002 sections 2 to 5, issue 21): an AssociatedList panel with
 * `"cart": true` over the line entity it names. A product picker adds products (+ again raises
 * the quantity); each line's quantity, price per unit and discount are edited in place, base and
 * total amounts follow live. The lines go to the server on the form's afterSave: only dirty ones,
 * and of the new ones only those with a quantity; a line at 0 is deleted. The server computes
 * the amounts and the parent's total again in the same transaction.
 */
export default function ProductLinesPanel({ panel }: { panel: PanelDefinition }) {
  const { t, i18n } = useTranslation('panels');
  const { context } = useShell();
  const form = useFormContext();
  const association = associationOf(panel);
  const lineMeta = useObjectMeta(association?.objectName ?? '');
  const shape = useMemo(
    () => lineItemShape(lineMeta, (name) => context.metaDict[name]),
    [lineMeta, context.metaDict],
  );
  const productObject = shape?.productField
    ? (lineMeta?.properties.find((property) => property.logicalName === shape.productField)?.targets?.[0] ??
      'product')
    : 'product';
  const parentId = form.recordId;
  const money = useMemo(
    () => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    [i18n.language],
  );
  const formatMoney = useCallback((value: number) => money.format(value), [money]);

  const { data, error, mutate } = useSWR(
    shape && parentId ? ['cart-lines', shape.lineObject, parentId] : null,
    async () => {
      if (!shape || !parentId) return [];
      const rows = await retrieveMultiple({
        entity: {
          name: shape.lineObject,
          attributes: [
            'id',
            'versionnumber',
            'name',
            'quantity',
            'priceperunit',
            'discount',
            shape.productField,
          ]
            .filter((name): name is string => Boolean(name))
            .map((attribute) => ({ attribute })),
          filter: { conditions: [{ attribute: shape.parentField, operator: 'eq', value: parentId }] },
          orders: [{ attribute: 'createdon' }],
        },
        pageSize: 500,
      });
      return rows.map((row): CartLine => {
        const product = shape.productField ? row[shape.productField] : null;
        return {
          key: String(row.id),
          id: String(row.id),
          versionnumber: Number(row.versionnumber),
          productId: isLookupValue(product) ? product.id : String(product ?? ''),
          productName: (isLookupValue(product) ? product.label : null) ?? String(row.name ?? ''),
          quantity: Number(row.quantity ?? 0),
          priceperunit: Number(row.priceperunit ?? 0),
          discount: Number(row.discount ?? 0),
          dirty: false,
        };
      });
    },
    // the cart keeps its own edits: no refetch on focus while the user works
    { revalidateOnFocus: false },
  );
  const [lines, setLines] = useState<CartLine[] | null>(null);
  useEffect(() => {
    if (data) setLines(data);
  }, [data]);

  const dirty = (lines ?? []).some((line) => line.dirty);
  const { setPanelDirty } = form;
  useEffect(() => {
    setPanelDirty(panel.name, dirty);
  }, [setPanelDirty, panel.name, dirty]);
  useEffect(() => () => setPanelDirty(panel.name, false), [setPanelDirty, panel.name]);

  const linesRef = useRef(lines);
  linesRef.current = lines;
  useFormEvents({
    afterSave: async ({ recordId }) => {
      if (!shape || !linesRef.current) return;
      const operations = lineOperations(linesRef.current, shape, recordId);
      if (operations.length > 0) {
        try {
          await executeMultiple(operations);
        } finally {
          // saved or refused, the cart shows the server's lines again (another user's edits too)
          await mutate();
        }
      }
    },
  });

  const keys = useRef(0);
  const newKey = () => `new-${++keys.current}`;
  const editable =
    !form.readOnly &&
    shape !== null &&
    canDo(context.permDict, shape.lineObject, 'create') &&
    canDo(context.permDict, shape.lineObject, 'update');
  const quantities = useMemo(
    () => new Map((lines ?? []).map((line) => [line.productId, line.quantity])),
    [lines],
  );

  if (!association || !shape) {
    return (
      <p className="panel-message">
        {t('cart.notLineEntity', { name: association?.objectName ?? panel.name })}
      </p>
    );
  }
  if (!parentId) return <p className="panel-message">{t('cart.saveToAdd')}</p>;
  if (error) return <ErrorPanel title={t('cart.loadFailed')} error={error} />;
  if (!lines) return <Spinner />;

  const visible = lines.filter((line) => line.quantity > 0 || line.id !== null);
  const onRowKey = (index: number, key: string, column: number) => {
    const rows = document.querySelectorAll<HTMLTableRowElement>(`[data-cart="${panel.name}"] tbody tr`);
    if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter') {
      const target = rows[index + (key === 'ArrowUp' ? -1 : 1)];
      const cell = column < 0 ? target : target?.querySelectorAll<HTMLElement>('input')[column];
      cell?.focus();
    }
  };
  return (
    <section className="cart" data-cart={panel.name} aria-label={panel.label ?? panel.name}>
      {editable && (
        <ProductPicker
          productObject={productObject}
          quantities={quantities}
          formatMoney={formatMoney}
          onAdd={(product: CartProduct) => setLines((current) => addProduct(current ?? [], product, newKey))}
        />
      )}
      {visible.length === 0 ? (
        <p className="panel-message">{t('cart.empty')}</p>
      ) : (
        <table className="cart-lines">
          <thead>
            <tr>
              <th scope="col">{t('cart.product')}</th>
              <th scope="col">{t('cart.quantity')}</th>
              <th scope="col">{t('cart.price')}</th>
              <th scope="col">{t('cart.discount')}</th>
              <th scope="col">{t('cart.base')}</th>
              <th scope="col">{t('cart.total')}</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((line, index) => (
              <CartLineRow
                key={line.key}
                line={line}
                editable={editable}
                formatMoney={formatMoney}
                onChange={(update) => setLines((current) => update(current ?? []))}
                onMove={(key, column) => onRowKey(index, key, column)}
              />
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                {t('cart.cartTotal')}
              </th>
              <td className="cart-total" data-testid="cart-total">
                {formatMoney(cartTotal(lines))}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      {dirty && <p className="cart-unsaved">{t('cart.unsaved')}</p>}
    </section>
  );
}
