import { type ReactNode, useCallback, useState } from 'react';
import { useShell } from '../../context/shell-context';
import type { LookupValue, RecordValues } from '../../data/data-api';
import { type QuickCreate, QuickCreateContext } from '../../fields/lookup/quick-create-context';
import { QuickCreateDialog } from './QuickCreateDialog';

type Request = { target: string; init: RecordValues; resolve: (created: LookupValue | null) => void };

/** Gives the form's lookups a quick-create dialog; one request at a time. */
export function QuickCreateHost({ children }: { children: ReactNode }) {
  const { context } = useShell();
  const [request, setRequest] = useState<Request | null>(null);
  const quickCreate = useCallback<QuickCreate>(
    (target, init) =>
      new Promise((resolve) => {
        setRequest((current) => {
          current?.resolve(null);
          return { target, init, resolve };
        });
      }),
    [],
  );
  const object = request ? context.metaDict[request.target] : undefined;
  return (
    <QuickCreateContext.Provider value={quickCreate}>
      {children}
      {request && object && (
        <QuickCreateDialog
          object={object}
          init={request.init}
          onDone={(created) => {
            request.resolve(created);
            setRequest(null);
          }}
        />
      )}
    </QuickCreateContext.Provider>
  );
}
