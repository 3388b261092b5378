import { Plus } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { panelData } from '../panel-api';
import type { CartProduct } from './cart-lines';

const pageSize = 20;

/**
 * The cart's product search (spec 002 section 2): products whose name holds the text, each
 * with a + that adds it (or one more of it). Arrows move through the results, Enter adds the
 * active one.
 */
export function ProductPicker({
  productObject,
  quantities,
  onAdd,
  formatMoney,
}: {
  productObject: string;
  /** How many of each product the cart holds, shown beside it. */
  quantities: ReadonlyMap<string, number>;
  onAdd: (product: CartProduct) => void;
  formatMoney: (value: number) => string;
}) {
  const { t } = useTranslation('panels');
  const listId = useId();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const { data, error } = useSWR(['cart-products', productObject, search.trim()], async () => {
    const text = search.trim().replace(/[%_]/g, '');
    const rows = await panelData.retrieveMultiple<{ id: string; name: string | null; price: unknown }>({
      entity: {
        name: productObject,
        attributes: [{ attribute: 'id' }, { attribute: 'name' }, { attribute: 'price' }],
        ...(text
          ? { filter: { conditions: [{ attribute: 'name', operator: 'like', value: `%${text}%` }] } }
          : {}),
        orders: [{ attribute: 'name' }],
      },
      // one more than is shown: whether to say that there are more
      pageSize: pageSize + 1,
    });
    return {
      products: rows.slice(0, pageSize).map((row) => ({
        id: String(row.id),
        name: row.name ?? t('cart.unnamed'),
        price: row.price === null || row.price === undefined ? null : Number(row.price),
      })),
      more: rows.length > pageSize,
    };
  });
  const products = data?.products ?? [];
  const move = (event: KeyboardEvent, to: number) => {
    event.preventDefault();
    const index = Math.max(0, Math.min(products.length - 1, to));
    setActive(index);
    list.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') move(event, event.target instanceof HTMLInputElement ? 0 : active + 1);
    else if (event.key === 'ArrowUp') move(event, active - 1);
    else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      const product = products[active] ?? products[0];
      if (product) onAdd(product);
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys between the search and its results
    <div className="cart-picker" onKeyDown={onKeyDown}>
      <input
        type="search"
        className="cart-search"
        placeholder={t('cart.search')}
        aria-label={t('cart.search')}
        aria-controls={listId}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setActive(0);
        }}
      />
      {error ? (
        <p className="panel-message" role="alert">
          {t('cart.searchFailed')}
        </p>
      ) : (
        <ul
          id={listId}
          ref={list}
          className="cart-products"
          aria-label={t('cart.products')}
          aria-busy={!data}
        >
          {data && products.length === 0 && <li className="panel-message">{t('cart.noProducts')}</li>}
          {products.map((product, index) => {
            const count = quantities.get(product.id);
            return (
              <li key={product.id} className={index === active ? 'active' : undefined}>
                <span className="cart-product-name">{product.name}</span>
                <span className="cart-product-price">
                  {product.price === null ? '' : formatMoney(product.price)}
                </span>
                {count ? <span className="cart-product-count">{t('cart.inCart', { count })}</span> : null}
                <button
                  type="button"
                  className="command"
                  aria-label={t('cart.add', { name: product.name })}
                  title={t('cart.add', { name: product.name })}
                  onFocus={() => setActive(index)}
                  onClick={() => onAdd(product)}
                >
                  <Plus size={16} aria-hidden="true" />
                </button>
              </li>
            );
          })}
          {data?.more && <li className="panel-message">{t('cart.moreProducts', { count: pageSize })}</li>}
        </ul>
      )}
    </div>
  );
}
