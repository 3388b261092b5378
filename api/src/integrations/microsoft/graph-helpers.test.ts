import { describe, expect, it } from 'vitest';
import { graphRetry, retryWait } from './graph-client.js';
import { folderAddress, shapeItem } from './graph-drive.js';
import { authorityFromIssuer } from './microsoft-settings.js';

describe('Graph retries', () => {
  it('wait as Retry-After says, else back off exponentially, never past the bound', () => {
    expect(retryWait('2', 0)).toBe(2000);
    expect(retryWait('3600', 0)).toBe(graphRetry.maxWaitMs);
    expect(retryWait(null, 0)).toBe(graphRetry.baseWaitMs);
    expect(retryWait(null, 2)).toBe(graphRetry.baseWaitMs * 4);
    expect(retryWait(null, 20)).toBe(graphRetry.maxWaitMs);
    expect(retryWait('-5', 0)).toBe(0);
    const soon = new Date(Date.now() + 1500).toUTCString();
    expect(retryWait(soon, 0)).toBeLessThanOrEqual(1500);
  });
});

describe('OneDrive addresses and items', () => {
  it('addresses a folder by its escaped path from the root', () => {
    expect(folderAddress([])).toBe('/me/drive/root');
    expect(folderAddress(['Accounts', 'A & B #1'])).toBe('/me/drive/root:/Accounts/A%20%26%20B%20%231:');
  });

  it('keeps only the fields the panel shows', () => {
    expect(
      shapeItem({
        id: '1',
        name: 'a.png',
        size: 10,
        lastModifiedDateTime: '2026-01-01T00:00:00Z',
        file: { mimeType: 'image/png' },
        createdBy: { user: { displayName: 'Ann' } },
        thumbnails: [{ small: { url: 'https://t/1' } }],
        '@microsoft.graph.downloadUrl': 'https://d/1',
      }),
    ).toEqual({
      id: '1',
      name: 'a.png',
      isFolder: false,
      size: 10,
      modifiedOn: '2026-01-01T00:00:00Z',
      createdBy: 'Ann',
      mimeType: 'image/png',
      thumbnailUrl: 'https://t/1',
    });
    expect(shapeItem({ id: '2', name: 'Docs', folder: { childCount: 3 }, size: 99 })).toEqual({
      id: '2',
      name: 'Docs',
      isFolder: true,
    });
  });

  it('turns an issuer into msal’s authority', () => {
    expect(authorityFromIssuer('https://login.microsoftonline.com/common/v2.0')).toBe(
      'https://login.microsoftonline.com/common',
    );
    expect(authorityFromIssuer('https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0/')).toBe(
      'https://login.microsoftonline.com/contoso.onmicrosoft.com',
    );
  });
});
