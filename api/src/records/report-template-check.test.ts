import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { checkReportTemplateBody } from './report-template-check.js';
import type { PreparedValues } from './write-values.js';

const values = (body: string): PreparedValues => new Map([['body', body]]) as PreparedValues;

describe('checkReportTemplateBody', () => {
  it('passes a valid or empty body and other entities', () => {
    expect(() => checkReportTemplateBody('report_template', values('{"title":"x"}'))).not.toThrow();
    expect(() => checkReportTemplateBody('report_template', values(''))).not.toThrow();
    expect(() => checkReportTemplateBody('account', values('{"body":{"cols":"x"}}'))).not.toThrow();
  });

  it('refuses an invalid body with the path of the problem', () => {
    const body = JSON.stringify({ body: { cols: 1, rows: [[{ type: 'chart' }]] } });
    try {
      checkReportTemplateBody('report_template', values(body));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('ERR_VALIDATION');
      expect(JSON.stringify((error as AppError).params)).toContain('body.rows.0.0.type: unknown type');
    }
  });
});
