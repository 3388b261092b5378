import { describe, expect, it } from 'vitest';
import { isOfficeName, isPreviewable } from '../fields/file/cloud-file-kinds.js';
import { cloudFilesSettings, recordFolderPath } from './panel-settings.js';

const panel = (extra: Record<string, unknown>) => ({ name: 'files', type: 'CloudFiles' as const, ...extra });

describe('cloudFilesSettings', () => {
  it('reads the attributes, with 1200 as the default image size', () => {
    expect(cloudFilesSettings(panel({}))).toEqual({
      rootFolder: [],
      folderField: undefined,
      fileFilter: '',
      emptyMessage: undefined,
      maxImageSize: 1200,
    });
    expect(
      cloudFilesSettings(
        panel({
          rootFolder: '/CRM/Accounts/',
          folderField: 'name',
          fileFilter: 'Offer',
          maxImageSize: '800',
        }),
      ),
    ).toMatchObject({
      rootFolder: ['CRM', 'Accounts'],
      folderField: 'name',
      fileFilter: 'Offer',
      maxImageSize: 800,
    });
    expect(cloudFilesSettings(panel({ maxImageSize: -5 })).maxImageSize).toBe(1200);
  });
});

describe('recordFolderPath', () => {
  const settings = cloudFilesSettings(panel({ rootFolder: 'Accounts', folderField: 'name' }));
  it('is rootFolder plus the field value, with refused characters replaced', () => {
    expect(recordFolderPath(settings, { name: 'Contoso' })).toEqual(['Accounts', 'Contoso']);
    expect(recordFolderPath(settings, { name: 'A/B: "Ltd"' })).toEqual(['Accounts', 'A-B- -Ltd-']);
    expect(recordFolderPath(settings, { name: { id: 'x', label: 'Lookup Label' } })).toEqual([
      'Accounts',
      'Lookup Label',
    ]);
  });
  it('is null for an empty or reserved folder value (the missing-folder state)', () => {
    expect(recordFolderPath(settings, { name: '' })).toBeNull();
    expect(recordFolderPath(settings, { name: null })).toBeNull();
    expect(recordFolderPath(settings, { name: 'CON' })).toBeNull();
  });
  it('is the root folder alone without a folder field', () => {
    expect(recordFolderPath(cloudFilesSettings(panel({ rootFolder: 'Shared' })), {})).toEqual(['Shared']);
  });
});

describe('file kinds', () => {
  it('previews shown images and PDFs, and offers viewers for docx, xlsx and pptx', () => {
    expect(['a.JPG', 'b.png', 'c.pdf', 'd.bmp'].every(isPreviewable)).toBe(true);
    expect(isPreviewable('e.heic')).toBe(false);
    expect(['a.docx', 'b.XLSX', 'c.pptx'].every(isOfficeName)).toBe(true);
    expect(isOfficeName('a.doc')).toBe(false);
  });
});
