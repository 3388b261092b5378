/**
 * The field components form entries may name in customComponent (custom-fields.ts). None ships
 * yet: each one goes here as a lazy chunk, so a form that names none never loads it, e.g.
 *
 *   registerCustomField('signature', lazyChunk(() => import('../../signature/SignatureEditor')));
 *
 * An unknown name keeps the plain editor with a configuration hint (docs/custom-components.md).
 */
export {};
