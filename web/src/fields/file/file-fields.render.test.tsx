import type { PropertyDefinition } from '@strata/api/contract/metadata';
import { formatStoredFile } from '@strata/api/contract/stored-file';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import files from '../../../../locales/en/files.json' with { type: 'json' };
import { FileDisplay } from './FileDisplay.js';
import { FileEditor } from './FileEditor.js';
import { ZipFileLink } from './FileLink.js';
import { ImageDisplay } from './ImageDisplay.js';
import { ImageEditor } from './ImageEditor.js';

const photo: PropertyDefinition = {
  logicalName: 'photo',
  displayName: 'Photo',
  type: 'String',
  flags: ['Image'],
};
const attachment: PropertyDefinition = {
  logicalName: 'document',
  displayName: 'Attachment',
  type: 'String',
  flags: ['File'],
};
const stored = formatStoredFile({
  id: '3f0c9a52-4e1b-4c55-9f6e-0d4b1c2a7e11',
  name: 'offer.pdf',
  size: 1536,
  type: 'application/pdf',
});
const editorProps = { id: 'f1', objectName: 'activity', onChange: () => undefined, record: {} };

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { files } }, ns: ['files'] });
});

// A smoke test of what each component shows before any link has loaded (server rendering runs no effects).
describe('file field components', () => {
  it('offer an upload button on an empty Image field, labelled for the form', () => {
    const html = renderToStaticMarkup(
      <ImageEditor {...editorProps} label="Photo" property={photo} value={null} />,
    );
    expect(html).toContain('id="f1"');
    expect(html).toContain('Upload image');
    expect(html).toContain(
      'accept="image/png,image/jpeg,image/gif,image/webp,image/bmp,image/tiff,image/heic',
    );
    expect(html).not.toContain('Remove');
  });

  it('offer replace and remove on a filled File field, and neither when disabled', () => {
    const html = renderToStaticMarkup(
      <FileEditor {...editorProps} label="Attachment" property={attachment} value={stored} />,
    );
    expect(html).toContain('offer.pdf');
    expect(html).toContain('1.5 kB');
    expect(html).toContain('Replace file');
    expect(html).toContain('aria-label="Remove"');
    const disabled = renderToStaticMarkup(
      <FileEditor {...editorProps} label="Attachment" property={attachment} value={stored} disabled />,
    );
    expect(disabled).not.toContain('aria-label="Remove"');
    expect(disabled).toMatch(/<button id="f1"[^>]* disabled/);
  });

  it('show an image the browser cannot draw (TIFF, HEIC) as its download link, not a picture', () => {
    const heic = formatStoredFile({
      id: '3f0c9a52-4e1b-4c55-9f6e-0d4b1c2a7e12',
      name: 'IMG_0001.heic',
      size: 2048,
      type: 'image/heic',
      scheme: 'azblob',
    });
    const html = renderToStaticMarkup(<ImageDisplay property={photo} objectName="product" value={heic} />);
    expect(html).toContain('IMG_0001.heic');
    expect(html).toContain('2 kB');
    expect(html).toContain('file-link');
    expect(html).not.toContain('image-thumb');
    const png = heic.replace('image/heic', 'image/png');
    expect(
      renderToStaticMarkup(<ImageDisplay property={photo} objectName="product" value={png} />),
    ).toContain('image-thumb');
  });

  it('show icon-only buttons in a compact list cell', () => {
    const html = renderToStaticMarkup(
      <ImageEditor {...editorProps} label="Photo" property={photo} value={null} compact />,
    );
    expect(html).toContain('aria-label="Upload image"');
    expect(html).not.toContain('<span>Upload image</span>');
  });

  it('show nothing for an empty or foreign value and the file name otherwise', () => {
    expect(renderToStaticMarkup(<FileDisplay property={attachment} objectName="activity" value="" />)).toBe(
      '',
    );
    expect(renderToStaticMarkup(<ImageDisplay property={photo} objectName="product" value="x.png" />)).toBe(
      '',
    );
    expect(
      renderToStaticMarkup(<FileDisplay property={attachment} objectName="activity" value={stored} />),
    ).toContain('offer.pdf');
  });

  it('offer the zip-content listing beside the link of a zip file', () => {
    const zip = {
      id: '3f0c9a52-4e1b-4c55-9f6e-0d4b1c2a7e12',
      name: 'photos.zip',
      size: 2048,
      type: 'application/zip',
    };
    const html = renderToStaticMarkup(<ZipFileLink file={zip} url="/x" link={<a href="/x">photos.zip</a>} />);
    expect(html).toContain('aria-label="Show what photos.zip contains"');
  });
});
