import { describe, expect, it } from 'vitest';
import { cloudFilesDraft, cloudFilesPatch } from './CloudFilesSettingsFields.js';

describe('the CloudFiles customise draft', () => {
  it('round-trips the attributes and drops empty ones and a bad image size', () => {
    const panel = { name: 'files', type: 'CloudFiles' as const, rootFolder: 'Accounts', maxImageSize: 800 };
    const draft = cloudFilesDraft(panel);
    expect(draft).toEqual({
      rootFolder: 'Accounts',
      folderField: '',
      fileFilter: '',
      emptyMessage: '',
      maxImageSize: '800',
    });
    expect(cloudFilesPatch({ ...draft, folderField: 'name', maxImageSize: 'big' })).toEqual({
      rootFolder: 'Accounts',
      folderField: 'name',
      fileFilter: undefined,
      emptyMessage: undefined,
      maxImageSize: undefined,
    });
  });
});
