/**
 * A PDF template that cannot be made into a document, with a stable code the dialogs translate
 * (locales/xx/documents.json `errors.{code}`) and the product's own English text as its message
 * (spec 001 section 8), so logs and tests read the spec's words.
 */
export const pdfErrorMessages = {
  ERR_PDF_UNKNOWN_TYPE: 'unknown type',
  ERR_PDF_CANNOT_SPLIT_GRID: 'PDF cannot split grid to page',
  ERR_PDF_TOO_MANY_ROWS: 'PDF grid has too many rows',
  ERR_PDF_NO_TEMPLATE: 'executePdfTemplate pass either a template or templateid',
} as const;

export type PdfErrorCode = keyof typeof pdfErrorMessages;

export class PdfError extends Error {
  readonly code: PdfErrorCode;
  readonly params: Readonly<Record<string, string | number>>;

  constructor(code: PdfErrorCode, params: Record<string, string | number> = {}) {
    super(pdfErrorMessages[code]);
    this.name = 'PdfError';
    this.code = code;
    this.params = params;
  }
}

/** The spec's notice when a body fits its page and no split is planned; logged, not shown. */
export const gridSplitNotNeeded = 'PDF grid split not needed';
