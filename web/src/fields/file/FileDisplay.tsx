import { parseStoredFile } from '@strata/api/contract/stored-file';
import type { FieldDisplayProps } from '../field-types';
import { FileLink } from './FileLink';
import { fileTargetFor } from './record-target';

/** A read-only File field: its name and size as a download link. */
export function FileDisplay({ property, objectName, value, record }: FieldDisplayProps) {
  const file = parseStoredFile(value);
  if (!file) return null;
  return <FileLink file={file} through={fileTargetFor(objectName, property.logicalName, record)} />;
}
