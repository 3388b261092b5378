import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '@strata/api/config/paths';
import type { TemplateImage } from '../../../web/src/documents/pdf/build-pdf-objects.js';

/**
 * The crm template's logo as the Print dialog has it after fetching report_image by id: the
 * seed's record id and the PNG as a data URL with its size (from the PNG header), so the
 * bench's quotes carry the logo the real ones do.
 */
export function crmLogo(): [string, TemplateImage] {
  const template = path.join(repositoryRoot, 'tenant-templates/crm');
  const seed = JSON.parse(readFileSync(path.join(template, 'seed/04_report_image.json'), 'utf8')) as {
    rows: { id: string }[];
  };
  const png = readFileSync(path.join(template, 'files/logo.png'));
  const id = seed.rows[0]?.id;
  if (!id) throw new Error('the crm template has no report_image row');
  return [
    id,
    {
      dataUrl: `data:image/png;base64,${png.toString('base64')}`,
      width: png.readUInt32BE(16),
      height: png.readUInt32BE(20),
    },
  ];
}
