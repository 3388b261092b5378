import { describe, expect, it } from 'vitest';
import { sanitiseCss } from './sanitise-css.js';

describe('sanitiseCss', () => {
  it('keeps ordinary rules', () => {
    expect(sanitiseCss('.survey h1 { color: #123; font-size: 2rem; }')).toBe(
      '.survey h1 { color: #123; font-size: 2rem; }',
    );
  });
  it('drops @import, also spelt with comments or escapes', () => {
    expect(sanitiseCss('@import url(https://evil.example/x.css); a{color:red}')).toBe('a{color:red}');
    expect(sanitiseCss('@im/**/port "x.css"; a{}')).not.toMatch(/import/i);
    expect(sanitiseCss('@\\69mport "x.css"; a{}')).not.toMatch(/import/i);
  });
  it('drops expression() and script URLs', () => {
    expect(sanitiseCss('a{width:expression(alert(1))}')).not.toMatch(/expression/i);
    expect(sanitiseCss('a{background:url(javascript:alert(1))}')).not.toMatch(/javascript/i);
  });
  it('keeps url() on this origin and refuses other origins', () => {
    expect(sanitiseCss('a{background:url(/img/logo.png)}')).toBe('a{background:url("/img/logo.png")}');
    expect(sanitiseCss('a{background:url("https://tracker.example/p.gif")}')).toBe('a{background:none}');
    expect(sanitiseCss("a{background:url('//tracker.example/p.gif')}")).toBe('a{background:none}');
    expect(sanitiseCss('a{background:u\\72l(https://x.example/p.gif)}')).not.toMatch(/url\s*\(/i);
  });
  it('cannot close the style element', () => {
    expect(sanitiseCss('</style><script>alert(1)</script>')).not.toContain('<');
  });
});
