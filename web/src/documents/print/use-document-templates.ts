import useSWR, { type SWRResponse } from 'swr';
import { type DocumentTemplate, loadDocumentTemplates } from '../generate/document-templates';

/** The templates the Print menu offers for an entity, read once per dialog with the user's rights. */
export function useDocumentTemplates(entity: string): SWRResponse<DocumentTemplate[]> {
  return useSWR<DocumentTemplate[]>(['document-templates', entity], () => loadDocumentTemplates(entity), {
    revalidateOnFocus: false,
  });
}
