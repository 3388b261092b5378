import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressEditorDialog, addressPatch, readAddress } from '../../fields';
import { useFormContext } from '../../form-context/form-context';
import { findProperty } from '../../metadata/object-metadata';

/** Prefixes of address column groups among a panel's fields: "address1_" for address1_street. */
export function addressPrefixes(fieldNames: string[]): string[] {
  return fieldNames.filter((name) => name.endsWith('street')).map((name) => name.slice(0, -'street'.length));
}

/**
 * Opens the address dialog (a map with geocoding, spec 000 sections 2 and 4) for one group of
 * address columns of the record; applying it writes the columns the object has.
 */
export function AddressButton({ prefix }: { prefix: string }) {
  const { t } = useTranslation('forms');
  const { object, values, setValue, readOnly } = useFormContext();
  const [open, setOpen] = useState(false);
  const exists = (name: string) => findProperty(object, name) !== undefined;
  return (
    <>
      <button type="button" className="button address-button" onClick={() => setOpen(true)}>
        <MapPin size={16} aria-hidden="true" /> {t('addressOnMap')}
      </button>
      {open && (
        <AddressEditorDialog
          values={readAddress(values, prefix, exists)}
          disabled={readOnly}
          onClose={() => setOpen(false)}
          onApply={(address) => {
            for (const [name, value] of Object.entries(addressPatch(address, prefix, exists)))
              setValue(name, value);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
