import { describe, expect, it } from 'vitest';
import { organisationMicrosoft } from './organisation-features.js';

const installation = ['Calendars.Read', 'Files.ReadWrite'];

describe("an organisation's Microsoft 365 features", () => {
  it('nothing chosen enables everything the installation asks for', () => {
    for (const choice of [null, '', ';', 'unknown'])
      expect(organisationMicrosoft(installation, choice)).toEqual({
        calendars: true,
        files: true,
        scopes: installation,
      });
  });

  it('a feature left out drops its scopes', () => {
    expect(organisationMicrosoft(installation, 'calendars')).toEqual({
      calendars: true,
      files: false,
      scopes: ['Calendars.Read'],
    });
    expect(organisationMicrosoft(installation, 'files')).toEqual({
      calendars: false,
      files: true,
      scopes: ['Files.ReadWrite'],
    });
    expect(organisationMicrosoft(installation, 'files;calendars').scopes).toEqual(installation);
  });

  it('the installation stays the upper bound; scopes of no feature are kept', () => {
    expect(organisationMicrosoft(['Files.ReadWrite', 'User.Read'], 'calendars')).toEqual({
      calendars: false,
      files: false,
      scopes: ['User.Read'],
    });
    expect(organisationMicrosoft(['Calendars.ReadWrite'], null)).toEqual({
      calendars: true,
      files: false,
      scopes: ['Calendars.ReadWrite'],
    });
  });
});
