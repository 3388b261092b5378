import type { TFunction } from 'i18next';
import { PdfError } from '../pdf/pdf-error';

/**
 * What a failed document shows: a PDF error in the reader's language by its code (with the
 * product's English text when a language lacks it), any other error's own message.
 */
export function documentErrorText(error: unknown, t: TFunction<'documents'>): string {
  if (error instanceof PdfError)
    return t(`errors.${error.code}`, { ...error.params, defaultValue: error.message });
  return error instanceof Error ? error.message : String(error);
}
