/** Line items shared by quotes and orders: random product lines, their sum and their detail rows. */
import { productId } from './ids.js';
import { hardware, products } from './products.js';
import { at, type Rng } from './random.js';
import type { Row } from './rows.js';

export const round2 = (value: number) => Math.round(value * 100) / 100;

export type Line = {
  product: number;
  quantity: number;
  price: number;
  base: number;
  discount: number;
  total: number;
};
export function makeLines(rng: Rng, count: number): Line[] {
  const chosen = new Set<number>();
  const lines: Line[] = [];
  while (lines.length < count) {
    const product = lines.length === 0 ? rng.pick(hardware) : rng.int(0, products.length - 1);
    if (chosen.has(product)) continue;
    chosen.add(product);
    const p = at(products, product);
    const quantity =
      p.unit === 'h'
        ? rng.int(4, 40)
        : p.unit === 'month'
          ? 12
          : p.unit === 'kg'
            ? rng.int(3, 25)
            : p.unit === 'licence'
              ? rng.int(1, 3)
              : rng.int(1, p.price > 5000 ? 2 : 6);
    const discount = rng.pick([0, 0, 0, 5, 10, 15]);
    const base = round2(quantity * p.price);
    const total = round2(base * (1 - discount / 100));
    lines.push({ product, quantity, price: p.price, base, discount, total });
  }
  return lines;
}
export const sumLines = (lines: Line[]) => round2(lines.reduce((sum, line) => sum + line.total, 0));
export const lineRow = (parentField: string, parentId: string, line: Line, id: string, extra: Row): Row => ({
  id,
  name: at(products, line.product).name,
  [parentField]: parentId,
  productid: productId(line.product),
  quantity: line.quantity,
  priceperunit: line.price,
  baseamount: line.base,
  discount: line.discount,
  totalamount: line.total,
  ...extra,
});
