import type { TDocumentDefinitions } from 'pdfmake/interfaces';

type PdfMake = typeof import('pdfmake/build/pdfmake');

let loading: Promise<PdfMake> | undefined;

/**
 * pdfmake and its Roboto fonts (about 3 MB) load on the first PDF only, as chunks of their
 * own: the list and the export screen never carry them. Roboto covers the Slovak, Czech and
 * German letters. pdfmake's browser build is CommonJS exporting one instance whose methods sit
 * on its prototype, so the instance is the module's default export, not its named ones.
 */
function loadPdfMake(): Promise<PdfMake> {
  loading ??= Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/vfs_fonts')]).then(
    ([module, fonts]) => {
      const pdfMake = (module as PdfMake & { default?: PdfMake }).default ?? module;
      pdfMake.addVirtualFileSystem(fonts.default);
      return pdfMake;
    },
    (error: unknown) => {
      loading = undefined; // a later export tries again (a chunk that failed to load, offline)
      throw error;
    },
  );
  return loading;
}

/** Renders a document definition to a PDF file. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Blob> {
  const pdfMake = await loadPdfMake();
  return pdfMake.createPdf(definition).getBlob();
}
