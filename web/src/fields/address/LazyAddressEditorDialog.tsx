import { Suspense } from 'react';
import { lazyChunk } from '../../chunks/lazy-chunk';
import { Spinner } from '../../ui/Spinner';
import type { AddressEditorDialogProps } from './AddressEditorDialog';

// Leaflet and its CSS are large and only the address dialog needs them: load them on first open.
const Loaded = lazyChunk(() =>
  import('./AddressEditorDialog').then((module) => ({ default: module.AddressEditorDialog })),
);

/** The address dialog, loaded on demand; a spinner shows while Leaflet arrives. */
export function LazyAddressEditorDialog(props: AddressEditorDialogProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <Loaded {...props} />
    </Suspense>
  );
}
