import type { ObjectDefinition } from './metadata.js';

/**
 * Product lines of an order, quote or invoice (spec 002 sections 3 to 5): the cart panel and
 * the server compute a line's amounts with the same rule, so what the editor shows live is
 * what the server stores.
 */

/** The fields that make an entity a line item; all numbers. */
export const lineAmountFields = [
  'quantity',
  'priceperunit',
  'discount',
  'baseamount',
  'totalamount',
] as const;

const numeric = new Set(['Decimal', 'Money', 'Integer']);

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** baseamount = quantity x price per unit; totalamount = baseamount less the discount (percent); cents. */
export function lineAmounts(line: { quantity: unknown; priceperunit: unknown; discount: unknown }): {
  baseamount: number;
  totalamount: number;
} {
  const quantity = Number(line.quantity ?? 0) || 0;
  const price = Number(line.priceperunit ?? 0) || 0;
  const discount = Number(line.discount ?? 0) || 0;
  const baseamount = round2(quantity * price);
  return { baseamount, totalamount: round2((baseamount * (100 - discount)) / 100) };
}

/** Quantity is never negative; the discount is a whole percent from 0 to 100 (spec 002 section 5). */
export function lineValueProblem(
  field: string,
  value: unknown,
): 'ERR_LINE_QUANTITY' | 'ERR_LINE_DISCOUNT' | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  if (field === 'quantity' && !(number >= 0)) return 'ERR_LINE_QUANTITY';
  if (field === 'discount' && !(Number.isInteger(number) && number >= 0 && number <= 100))
    return 'ERR_LINE_DISCOUNT';
  return null;
}

/** How a line entity hangs on its parent (the record whose totalamount sums the lines). */
export type LineItemShape = {
  lineObject: string;
  /** The lookup on the line pointing at the parent. */
  parentField: string;
  parentObject: string;
  /** The lookup to the product, when the line has one. */
  productField: string | null;
};

type Objects = (name: string) => Pick<ObjectDefinition, 'logicalName' | 'properties'> | undefined;

/**
 * Whether an entity is a line item, read from its metadata rather than from a list of names
 * (the panel names the line entity, spec 002 section 3): the five amount fields as numbers and
 * a single-target lookup to a parent that has a totalamount. Products are not parents.
 */
export function lineItemShape(
  object: Pick<ObjectDefinition, 'logicalName' | 'properties'> | undefined,
  objects: Objects,
): LineItemShape | null {
  if (!object) return null;
  const byName = new Map(object.properties.map((property) => [property.logicalName, property]));
  for (const field of lineAmountFields) {
    const property = byName.get(field);
    if (!property || !numeric.has(property.type)) return null;
  }
  const lookups = object.properties.filter(
    (property) => property.type === 'Lookup' && property.targets?.length === 1,
  );
  const product = lookups.find((property) => property.targets?.[0] === 'product') ?? null;
  const parent = lookups.find((property) => {
    const target = property.targets?.[0];
    if (!target || property === product || target === object.logicalName) return false;
    return objects(target)?.properties.some(
      (candidate) => candidate.logicalName === 'totalamount' && numeric.has(candidate.type),
    );
  });
  const parentObject = parent?.targets?.[0];
  if (!parent || !parentObject) return null;
  return {
    lineObject: object.logicalName,
    parentField: parent.logicalName,
    parentObject,
    productField: product?.logicalName ?? null,
  };
}
