import { lineItemShape } from '@strata/api/contract/line-items';
import type { PanelDefinition } from '@strata/api/contract/views';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useShell } from '../../context/shell-context';
import { useObjectMeta } from '../../metadata/object-metadata';
import { canDo } from '../../session/permissions';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { panelSpinnerDelayMs, Spinner } from '../../ui/Spinner';
import { associationOf, isLookupValue, usePanelApi, usePendingLines } from '../panel-api';
import { CartLineRow } from './CartLineRow';
import {
  addProduct,
  type CartLine,
  type CartProduct,
  cartFields,
  cartTotal,
  lineOperations,
  pendingLines,
} from './cart-lines';
import { ProductPicker } from './ProductPicker';
import './cart.css';

/**
 * Product lines in cart mode (spec 002 sections 2 to 5, issue 21): an AssociatedList panel with
 * `"cart": true` over the line entity it names. A product picker adds products (+ again raises
 * the quantity); each line's quantity, price per unit and discount are edited in place, base and
 * total amounts follow live. Unsaved lines wait in the form's pending changes (a tab switch keeps
 * them) and go in the record's own transaction: only dirty ones, and of the new ones only those
 * with a quantity; a line at 0 is deleted. The server computes the amounts and the parent's
 * total again in the same transaction; a refused batch writes nothing and keeps the edits.
 */
export default function ProductLinesPanel({ panel }: { panel: PanelDefinition }) {
  const { t, i18n } = useTranslation('panels');
  const { context } = useShell();
  const api = usePanelApi(panel);
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
  const parentId = api.recordId;
  const money = useMemo(
    () => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    [i18n.language],
  );
  const formatMoney = useCallback((value: number) => money.format(value), [money]);

  const readLines = async () => {
    if (!shape || !parentId) return [];
    const rows = await api.data.retrieveAll({
      entity: {
        name: shape.lineObject,
        attributes: [
          'id',
          'versionnumber',
          'name',
          'quantity',
          'priceperunit',
          'discount',
          'modifiedby',
          shape.productField,
        ]
          .filter((name): name is string => Boolean(name))
          .map((attribute) => ({ attribute })),
        filter: { conditions: [{ attribute: shape.parentField, operator: 'eq', value: parentId }] },
        orders: [{ attribute: 'createdon' }],
      },
    });
    return rows.map((row): CartLine & { modifier: string | null } => {
      const product = shape.productField ? row[shape.productField] : null;
      const values = {
        quantity: Number(row.quantity ?? 0),
        priceperunit: Number(row.priceperunit ?? 0),
        discount: Number(row.discount ?? 0),
      };
      return {
        key: String(row.id),
        id: String(row.id),
        versionnumber: Number(row.versionnumber),
        productId: isLookupValue(product) ? product.id : String(product ?? ''),
        productName: (isLookupValue(product) ? product.label : null) ?? String(row.name ?? ''),
        ...values,
        dirty: false,
        base: values,
        modifier: isLookupValue(row.modifiedby) ? (row.modifiedby.label ?? null) : null,
      };
    });
  };
  const { data, error, mutate } = useSWR(
    shape && parentId ? ['cart-lines', shape.lineObject, parentId] : null,
    readLines,
    // the cart keeps its own edits: no refetch on focus while the user works
    { revalidateOnFocus: false },
  );
  // the lines as the user left them live in the form: a tab switch unmounts this panel
  const { lines, setLines, dirty } = usePendingLines<CartLine>({
    key: `cart:${panel.name}`,
    server: data,
    // read here, not by SWR's revalidation: that reaches only a mounted panel's hook
    reread: async () => {
      const fresh = await readLines();
      await mutate(fresh, { revalidate: false });
      return fresh;
    },
    fields: cartFields,
    edited: (line) => line.dirty,
    label: (line) => line.productName,
    hasWork: (next) => pendingLines(next).length > 0,
    operations: (next, recordId) => (shape ? lineOperations(next, shape, recordId) : []),
    modifierOf: (id) => data?.find((line) => line.id === id)?.modifier,
  });

  // unique beyond this mounting: the lines outlive it in the form's pending changes
  const newKey = () => `new-${crypto.randomUUID()}`;
  const editable =
    !api.readOnly &&
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
  if (!lines) return <Spinner delayMs={panelSpinnerDelayMs} />;

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
