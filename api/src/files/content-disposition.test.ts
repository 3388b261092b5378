import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';

describe('contentDisposition', () => {
  it('names an ASCII file plainly and exactly', () => {
    expect(contentDisposition('attachment', 'report.pdf')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
  });

  it('keeps a UTF-8 name in filename* and gives a safe fallback', () => {
    expect(contentDisposition('inline', "Žltý kôň (1)'s.png")).toBe(
      `inline; filename="_lt_ k__ (1)'s.png"; filename*=UTF-8''%C5%BDlt%C3%BD%20k%C3%B4%C5%88%20%281%29%27s.png`,
    );
  });

  it('cannot be broken out of by quotes, backslashes or percent signs', () => {
    expect(contentDisposition('attachment', 'a\\b%c.txt')).toBe(
      `attachment; filename="a_b_c.txt"; filename*=UTF-8''a%5Cb%25c.txt`,
    );
  });
});
