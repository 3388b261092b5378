import i18next from 'i18next';

/** What a failed call shows: its message (the server's, translated), else a translated 'Error'. */
export function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : i18next.t('common:auth.error');
}
