import { describe, expect, it } from 'vitest';
import { filterSurveyCss, sanitiseSurveyCss } from './survey-css.js';

const refused = (css: string) => filterSurveyCss(css).problems;

describe('survey CSS allow-list', () => {
  it('keeps colours, fonts, spacing and borders', () => {
    const css =
      '.survey h1 { color: #123; font-size: 2rem; font-family: "Open Sans", Arial, sans-serif }\n' +
      'button:hover{background-color:rgba(0, 128, 128, 0.5);border:1px solid hsl(200 50% 40% / 0.3);padding:4px 8px !important}';
    expect(filterSurveyCss(css)).toEqual({
      css:
        '.survey h1 { color: #123; font-size: 2rem; font-family: "Open Sans", Arial, sans-serif; }\n' +
        'button:hover { background-color: rgba(0, 128, 128, 0.5); border: 1px solid hsl(200 50% 40% / 0.3); padding: 4px 8px !important; }',
      problems: [],
    });
  });

  it('refuses image-set and every other url-like function, whatever the property', () => {
    for (const value of [
      'image-set("https://t.example/a.png" 1x)',
      'url(https://t.example/a.png)',
      'URL( "https://t.example/a.png" )',
      'image("https://t.example/a.png")',
      'cross-fade(url(a.png), url(b.png))',
      'element(#x)',
      'src("https://t.example/a.png")',
      '-webkit-image-set("https://t.example/a.png" 1x)',
      'var(--x)',
      'rgb(url(a))',
    ]) {
      expect(refused(`a { background: ${value} }`), value).not.toEqual([]);
      expect(sanitiseSurveyCss(`a { background: ${value}; color: red }`), value).toBe('a { color: red; }');
    }
  });

  it('refuses attribute selectors, the keystroke leak', () => {
    const leak = 'input[value^="a"] { color: red } input[name=x] { color: blue } p { color: green }';
    expect(refused(leak)).toEqual(['[value^="a"]', '[name=x]']);
    expect(sanitiseSurveyCss(leak)).toBe('p { color: green; }');
  });

  it('refuses at-rules, escapes, unknown properties and anything that could end the style element', () => {
    expect(refused('@import "https://t.example/x.css"; a { color: red }')).toEqual(['@import']);
    expect(refused('@font-face { font-family: x; src: url(https://t.example/f.woff) }')).toEqual([
      '@font-face',
    ]);
    // a comment separates, as in CSS: still an at-rule, refused
    expect(refused('@im/**/port "x.css"; a{}')).toEqual(['@im']);
    expect(refused('a { background: \\75 rl(https://t.example/a.png) }')).not.toEqual([]);
    expect(refused('a { behavior: url(x.htc) }')).toEqual(['behavior:']);
    expect(refused('a { width: expression(alert(1)) }')).toEqual(['expression(']);
    expect(refused('a { list-style-image: none }')).toEqual(['list-style-image:']);
    expect(refused('a { content: "</style><script>" }')).toEqual(['content:']);
    expect(refused('a { font-family: "</style>" }')).not.toEqual([]);
    expect(refused('a { color: red } </style>')).not.toEqual([]);
    expect(refused('a { b { color: red } }')).not.toEqual([]);
    expect(refused('a { color: red')).not.toEqual([]);
    expect(sanitiseSurveyCss('@media print { a { color: red } } p { color: teal }')).toBe(
      'p { color: teal; }',
    );
  });

  it('refuses unknown units and numbers glued to names', () => {
    expect(refused('a { width: 3foo }')).toEqual(['3foo']);
    expect(refused('a { width: 10px; height: 50%; opacity: .5; line-height: 1.4 }')).toEqual([]);
  });

  it('serves nothing from a sheet of only refused parts, and keeps an empty sheet empty', () => {
    expect(sanitiseSurveyCss('')).toBe('');
    expect(sanitiseSurveyCss('@import url(x); [a]{color:red}')).toBe('');
  });
});
