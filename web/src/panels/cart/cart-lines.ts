import { type LineItemShape, lineAmounts, lineValueProblem } from '@strata/api/contract/line-items';
import type { RecordOperation } from '@strata/api/contract/records';

/**
 * The cart's lines (spec 002 sections 2 to 5, issue 21): plus on a product adds a line or
 * raises its quantity, minus lowers it, and a line whose quantity reaches 0 is deleted on the
 * next save. Amounts follow the server's rule (lineAmounts), so the live total is the saved one.
 */
export type CartLine = {
  /** Stable React key: the record id, or a client id until the line is saved. */
  key: string;
  /** The saved record's id and version; null for a line added in this session. */
  id: string | null;
  versionnumber: number | null;
  productId: string;
  productName: string;
  quantity: number;
  priceperunit: number;
  discount: number;
  dirty: boolean;
  /** The editable fields as stored when read (null for a new line): merged with later reads. */
  base: Record<string, unknown> | null;
};

/** What the user edits on a line: merged field by field with the server's changes. */
export const cartFields = ['quantity', 'priceperunit', 'discount'] as const;

export type CartProduct = { id: string; name: string; price: number | null };

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

/** + on a product: a new line with the product's price, or one more of a line already there. */
export function addProduct(lines: CartLine[], product: CartProduct, newKey: () => string): CartLine[] {
  const existing = lines.find((line) => line.productId === product.id);
  if (existing) return changeQuantity(lines, existing.key, 1);
  return [
    ...lines,
    {
      key: newKey(),
      id: null,
      versionnumber: null,
      productId: product.id,
      productName: product.name,
      quantity: 1,
      priceperunit: round(product.price ?? 0, 2),
      discount: 0,
      dirty: true,
      base: null,
    },
  ];
}

/** Plus or minus on a line; never below 0 (0 removes the line on save). */
export function changeQuantity(lines: CartLine[], key: string, delta: number): CartLine[] {
  return lines.map((line) =>
    line.key === key
      ? { ...line, quantity: Math.max(0, round(line.quantity + delta, 2)), dirty: true }
      : line,
  );
}

export type EditableField = 'quantity' | 'priceperunit' | 'discount';

/**
 * Parses what the user typed into a line's field (a decimal comma is fine): quantity and price
 * to 2 decimals, the discount a whole percent. Answers the number, or the error code the server
 * would answer (negative quantity, discount outside 0..100), or 'invalid' for text.
 */
export function parseLineInput(
  field: EditableField,
  text: string,
): { ok: true; value: number } | { ok: false; code: string } {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  const value = trimmed === '' ? 0 : Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, code: 'invalid' };
  if (field === 'priceperunit' && value < 0) return { ok: false, code: 'invalid' };
  const problem = lineValueProblem(field, value);
  if (problem) return { ok: false, code: problem };
  return { ok: true, value: field === 'discount' ? value : round(value, 2) };
}

export function setLineField(
  lines: CartLine[],
  key: string,
  field: EditableField,
  value: number,
): CartLine[] {
  return lines.map((line) =>
    line.key === key && line[field] !== value ? { ...line, [field]: value, dirty: true } : line,
  );
}

/** A line's base and total amounts, as the server will store them. */
export const amountsOf = (line: CartLine) => lineAmounts(line);

/** The cart's total: lines with a quantity (a line at 0 is on its way out). */
export function cartTotal(lines: CartLine[]): number {
  return round(
    lines.reduce((sum, line) => sum + amountsOf(line).totalamount, 0),
    2,
  );
}

/** Lines worth sending: dirty, and either with a quantity or already saved (spec 002 section 4). */
export const pendingLines = (lines: CartLine[]) =>
  lines.filter((line) => line.dirty && (line.quantity > 0 || line.id !== null));

/**
 * The writes that bring the saved lines in line with the cart: create, update, or delete when
 * the quantity reached 0. The server computes the amounts and the parent's total again.
 */
export function lineOperations(lines: CartLine[], shape: LineItemShape, parentId: string): RecordOperation[] {
  return pendingLines(lines).map((line): RecordOperation => {
    if (line.id !== null && line.quantity === 0) {
      return {
        name: shape.lineObject,
        operation: 'delete',
        object: { id: line.id, versionnumber: line.versionnumber },
      };
    }
    const values = {
      quantity: line.quantity,
      priceperunit: line.priceperunit,
      discount: line.discount,
      ...lineAmounts(line),
    };
    if (line.id !== null) {
      return {
        name: shape.lineObject,
        operation: 'update',
        object: { id: line.id, versionnumber: line.versionnumber, ...values },
      };
    }
    return {
      name: shape.lineObject,
      operation: 'create',
      object: {
        name: line.productName,
        [shape.parentField]: parentId,
        ...(shape.productField ? { [shape.productField]: line.productId } : {}),
        ...values,
      },
    };
  });
}
