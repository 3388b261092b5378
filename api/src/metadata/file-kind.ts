import type { PropertyDefinition } from '../contract/metadata.js';

/** Whether a property holds an uploaded image, another uploaded file, or no file at all. */
export function fileKind(property: PropertyDefinition): 'image' | 'file' | null {
  if (property.flags.includes('Image')) return 'image';
  if (property.flags.includes('File')) return 'file';
  return null;
}
