import type { PublicSurvey } from '@strata/api/contract/survey';
import { describe, expect, it } from 'vitest';
import { checkSurvey, surveyAnswers } from './survey-validation.js';

const survey: PublicSurvey = {
  title: 'T',
  submit_button: '',
  css_style: '',
  meta: {
    properties: {
      firstname: { logicalName: 'firstname', displayName: 'First Name', type: 'String', flags: [], max: 5 },
      email: { logicalName: 'email', displayName: 'Email', type: 'String', flags: ['Email'] },
      rating: { logicalName: 'rating', displayName: 'Rating', type: 'Integer', flags: [] },
    },
  },
  panel: {
    fields: [
      { name: 'firstname', required: 'Required', label: 'Your name' },
      { name: 'email' },
      { name: 'rating' },
    ],
  },
};

describe('checkSurvey', () => {
  it('names required fields left empty by their labels', () => {
    expect(checkSurvey(survey, {})).toEqual({ kind: 'required', fields: ['Your name'] });
  });
  it('refuses values that do not fit the field', () => {
    expect(checkSurvey(survey, { firstname: 'toolong' })).toEqual({ kind: 'invalid', field: 'Your name' });
    expect(checkSurvey(survey, { firstname: 'Ann', email: 'no' })).toEqual({
      kind: 'invalid',
      field: 'Email',
    });
    expect(checkSurvey(survey, { firstname: 'Ann', rating: 1.5 })).toEqual({
      kind: 'invalid',
      field: 'Rating',
    });
  });
  it('passes a good record and sends only non-empty shown fields', () => {
    const values = { firstname: 'Ann', email: '', rating: 3, other: 'x' };
    expect(checkSurvey(survey, values)).toBeNull();
    expect(surveyAnswers(survey, values)).toEqual({ firstname: 'Ann', rating: 3 });
  });
});
