/** Spec 001 section 9: a PDF template's page is A4 with margins 40 and 12 pt text. */
export const pdfTemplateDefaults = { size: 'A4', margins: 40, fontSize: 12 } as const;
/** Spec 001 section 9: images in PDFs are scaled to at most 2000 px height. */
export const maxImageHeight = 2000;
/** a grid's fetch reads one page of this many rows (the API's largest): a full page is refused */
export const gridFetchSize = 5000;
