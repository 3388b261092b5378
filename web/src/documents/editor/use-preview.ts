import { useEffect, useState } from 'react';
import { generateDocument } from '../generate/generate-document';

export type PreviewState =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'ready'; url: string }
  | { kind: 'failed'; error: unknown };

/** How long typing must pause before the preview is made again. */
const settleMs = 700;

/**
 * A live preview of a PDF template body against one record: made again a moment after the
 * text stops changing, the previous run aborted, its object URL released.
 */
export function usePreview(
  body: string | null,
  entity: string,
  recordId: string,
  language: string,
  words: { yes: string; no: string },
): PreviewState {
  const [state, setState] = useState<PreviewState>({ kind: 'idle' });
  const { yes, no } = words;
  useEffect(() => {
    if (body === null || !entity || !recordId) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    let url: string | undefined;
    const timer = setTimeout(() => {
      setState({ kind: 'working' });
      generateDocument(
        {
          id: '',
          entity: 'report_template',
          name: 'preview',
          kind: 'pdf',
          body,
          file: null,
          fileField: 'file',
        },
        entity,
        [recordId],
        { language, signal: controller.signal, yes, no },
      ).then(
        (document) => {
          if (controller.signal.aborted) return;
          url = URL.createObjectURL(document.blob);
          setState({ kind: 'ready', url });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ kind: 'failed', error });
        },
      );
    }, settleMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [body, entity, recordId, language, yes, no]);
  return state;
}
