import { describe, expect, it } from 'vitest';
import { cleanFileName, contentTypeFor, servedInline } from './upload-rules.js';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const text = new TextEncoder().encode('<html><script>alert(1)</script>');

describe('contentTypeFor', () => {
  it('trusts the bytes for images, whatever the name says', () => {
    expect(contentTypeFor(png, 'report.pdf')).toBe('image/png');
  });

  it('takes other types from a closed list of extensions, else a plain download', () => {
    expect(contentTypeFor(text, 'Contract.PDF')).toBe('application/pdf');
    expect(contentTypeFor(text, 'page.html')).toBe('application/octet-stream');
    expect(contentTypeFor(text, 'logo.svg')).toBe('application/octet-stream');
    expect(contentTypeFor(text, 'noextension')).toBe('application/octet-stream');
  });

  it('serves only images inline', () => {
    expect(servedInline('image/jpeg')).toBe(true);
    expect(servedInline('application/pdf')).toBe(false);
  });
});

describe('cleanFileName', () => {
  it('drops folders, quotes and control characters', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\photo.jpg')).toBe('photo.jpg');
    expect(cleanFileName('a"b\r\nc.txt')).toBe('abc.txt');
  });

  it('never answers an empty name', () => {
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName('..')).toBe('file');
    expect(cleanFileName('dir/')).toBe('file');
  });

  it('shortens long names to 200 characters, keeping the extension', () => {
    const name = cleanFileName(`${'x'.repeat(300)}.docx`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.docx')).toBe(true);
  });
});
