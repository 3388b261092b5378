import { describe, expect, it } from 'vitest';
import {
  addProduct,
  type CartLine,
  cartTotal,
  changeQuantity,
  lineOperations,
  parseLineInput,
  setLineField,
} from './cart-lines.js';

const shape = {
  lineObject: 'quotedetail',
  parentField: 'quoteid',
  parentObject: 'quote',
  productField: 'productid',
};
let next = 0;
const key = () => `k${++next}`;
const saved: CartLine = {
  key: 'l1',
  id: 'l1',
  versionnumber: 4,
  productId: 'p1',
  productName: 'Desk',
  quantity: 2,
  priceperunit: 100,
  discount: 10,
  dirty: false,
  base: { quantity: 2, priceperunit: 100, discount: 10 },
};

describe('cart lines', () => {
  it('adds a product with its price, and raises the quantity when it is there already', () => {
    const one = addProduct([], { id: 'p2', name: 'Chair', price: 49.999 }, key);
    expect(one).toMatchObject([{ productId: 'p2', quantity: 1, priceperunit: 50, id: null, dirty: true }]);
    const two = addProduct(one, { id: 'p2', name: 'Chair', price: 49.999 }, key);
    expect(two).toHaveLength(1);
    expect(two[0]?.quantity).toBe(2);
  });

  it('never lowers a quantity below 0', () => {
    expect(changeQuantity([saved], 'l1', -5)[0]?.quantity).toBe(0);
  });

  it('totals the lines as the server does: cents, the discount off the base amount', () => {
    const lines = setLineField([saved], 'l1', 'priceperunit', 19.99);
    expect(cartTotal(addProduct(lines, { id: 'p3', name: 'Lamp', price: 0.1 }, key))).toBe(36.08);
  });

  it.each([
    ['quantity', '-1', 'ERR_LINE_QUANTITY'],
    ['discount', '101', 'ERR_LINE_DISCOUNT'],
    ['discount', '5.5', 'ERR_LINE_DISCOUNT'],
    ['priceperunit', 'abc', 'invalid'],
  ] as const)('refuses %s %s', (field, text, code) => {
    expect(parseLineInput(field, text)).toEqual({ ok: false, code });
  });

  it('reads a decimal comma and rounds to cents', () => {
    expect(parseLineInput('quantity', '1,255')).toEqual({ ok: true, value: 1.26 });
    expect(parseLineInput('discount', '15')).toEqual({ ok: true, value: 15 });
  });

  it('sends only dirty lines: creates with a quantity, updates, and deletes at 0', () => {
    const lines: CartLine[] = [
      saved,
      { ...saved, key: 'l2', id: 'l2', quantity: 0, dirty: true },
      { ...saved, key: 'l3', id: 'l3', discount: 20, dirty: true },
      { ...saved, key: 'n1', id: null, versionnumber: null, quantity: 0, dirty: true },
      { ...saved, key: 'n2', id: null, versionnumber: null, productId: 'p9', quantity: 3, dirty: true },
    ];
    const operations = lineOperations(lines, shape, 'q1');
    expect(operations.map((operation) => operation.operation)).toEqual(['delete', 'update', 'create']);
    expect(operations[0]?.object).toEqual({ id: 'l2', versionnumber: 4 });
    expect(operations[1]?.object).toMatchObject({
      id: 'l3',
      versionnumber: 4,
      discount: 20,
      totalamount: 160,
    });
    expect(operations[2]?.object).toMatchObject({
      quoteid: 'q1',
      productid: 'p9',
      quantity: 3,
      totalamount: 270,
    });
  });
});
