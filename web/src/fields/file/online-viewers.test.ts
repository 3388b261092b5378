import { describe, expect, it } from 'vitest';
import { viewerUrl } from './online-viewers.js';

describe('viewerUrl', () => {
  const link = '/api/files/abc?org=acme&exp=1&sig=x-y';
  it('uses the Office viewer for an ms prefix, with the absolute signed link encoded', () => {
    expect(viewerUrl('ms', link, 'https://acme.example.com')).toBe(
      'https://view.officeapps.live.com/op/view.aspx?src=https%3A%2F%2Facme.example.com%2Fapi%2Ffiles%2Fabc%3Forg%3Dacme%26exp%3D1%26sig%3Dx-y',
    );
    expect(viewerUrl('msoffice', link, 'https://acme.example.com')).toMatch(/^https:\/\/view\.officeapps/);
  });
  it('uses the other viewer otherwise', () => {
    expect(viewerUrl('google', link, 'https://acme.example.com')).toBe(
      'https://docs.google.com/viewer?url=https%3A%2F%2Facme.example.com%2Fapi%2Ffiles%2Fabc%3Forg%3Dacme%26exp%3D1%26sig%3Dx-y',
    );
  });
});
