/**
 * A survey's own style sheet (css_style) is served to anonymous visitors, so it may only dress
 * the form, never reach outside it (issue 35 item 6): an `image-set("https://…")` or any other
 * URL-like value loads a third-party resource, and with attribute selectors
 * (`input[value^="a"]`) a style sheet leaks typed answers keystroke by keystroke. A deny-list
 * missed spellings; this is an allow-list. The text is parsed into rules (no at-rules at all,
 * no nested blocks), each selector may hold only names, classes, ids, combinators and
 * pseudo-classes (no attribute selectors, quotes or escapes), each declaration must be a known
 * presentational property, and its value only keywords, numbers with known units, hex
 * colours, plain quoted font names and the colour functions rgb/rgba/hsl/hsla: no other
 * function (url, image-set, image, cross-fade, element, src, var, …) can appear. The same
 * parse refuses a bad sheet on save (every problem listed) and strips an old stored one when
 * serving it (keeping what is allowed).
 */

/** The longest style sheet a survey may have. */
export const maxSurveyCssLength = 20_000;

const sides = ['top', 'right', 'bottom', 'left'];
const allowedProperties = new Set([
  'color',
  'background-color',
  // `background` is checked like every value: colours, keywords and lengths only, no images
  'background',
  'opacity',
  'accent-color',
  'caret-color',
  'font',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-decoration',
  'text-decoration-line',
  'text-decoration-color',
  'text-decoration-style',
  'text-decoration-thickness',
  'text-transform',
  'text-indent',
  'text-shadow',
  'text-overflow',
  'white-space',
  'vertical-align',
  'margin',
  'padding',
  ...sides.flatMap((side) => [`margin-${side}`, `padding-${side}`]),
  'border',
  'border-width',
  'border-style',
  'border-color',
  'border-radius',
  ...sides.flatMap((side) => [
    `border-${side}`,
    `border-${side}-width`,
    `border-${side}-style`,
    `border-${side}-color`,
  ]),
  ...['top-left', 'top-right', 'bottom-left', 'bottom-right'].map((corner) => `border-${corner}-radius`),
  'outline',
  'outline-width',
  'outline-style',
  'outline-color',
  'outline-offset',
  'box-shadow',
  'box-sizing',
  'width',
  'height',
  'min-width',
  'min-height',
  'max-width',
  'max-height',
  'display',
  'visibility',
  'overflow',
  'gap',
  'row-gap',
  'column-gap',
  'flex',
  'flex-direction',
  'flex-wrap',
  'flex-grow',
  'flex-shrink',
  'flex-basis',
  'justify-content',
  'align-items',
  'align-self',
  'list-style-type',
]);

const colourFunctions = new Set(['rgb', 'rgba', 'hsl', 'hsla']);
const units = new Set([
  'px',
  'em',
  'rem',
  'ex',
  'ch',
  'vw',
  'vh',
  'vmin',
  'vmax',
  'pt',
  'pc',
  'cm',
  'mm',
  'in',
  'deg',
  's',
  'ms',
  'fr',
]);
/** Names, `.class`, `#id`, combinators, `*`, `,`, `:pseudo(...)`: never `[`, quotes, `\` or `@`. */
const safeSelector = /^[A-Za-z0-9_\-.#:,>+~*()\s]+$/;

export type SurveyCss = {
  /** What may be served: the allowed rules and declarations, re-written. */
  css: string;
  /** What was refused, as short snippets of the sheet (`image-set(`, `[value^=`, `@import`). */
  problems: string[];
};

export function filterSurveyCss(input: string): SurveyCss {
  const problems: string[] = [];
  if (input.length > maxSurveyCssLength) problems.push(`> ${maxSurveyCssLength}`);
  // comments can split a word (`@im/**/port`): they go before anything is read
  const text = input.slice(0, maxSurveyCssLength).replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ');
  const rules: string[] = [];
  let at = 0;
  while (at < text.length) {
    const open = nextOutsideStrings(text, at, '{;}');
    const prelude = text.slice(at, open === -1 ? text.length : open).trim();
    if (open === -1) {
      if (prelude) problems.push(snippet(prelude));
      break;
    }
    const end = text[open] === '{' ? closingBrace(text, open) : open;
    const block = text[open] === '{' ? text.slice(open + 1, end === -1 ? text.length : end) : '';
    at = end === -1 ? text.length : end + 1;
    if (prelude.startsWith('@')) {
      problems.push(snippet(/^@[\w-]*/.exec(prelude)?.[0] ?? prelude));
      continue;
    }
    if (text[open] !== '{' || end === -1) {
      problems.push(snippet(prelude || text[open] || ''));
      continue;
    }
    if (!safeSelector.test(prelude) || /\\/.test(prelude)) {
      problems.push(snippet(badPart(prelude, safeSelector)));
      continue;
    }
    if (block.includes('{')) {
      problems.push(`${snippet(prelude)} {{`);
      continue;
    }
    const declarations = splitDeclarations(block)
      .map((declaration) => checkDeclaration(declaration, problems))
      .filter((declaration): declaration is string => declaration !== null);
    if (declarations.length > 0)
      rules.push(`${prelude.replace(/\s+/g, ' ')} { ${declarations.join('; ')}; }`);
  }
  return { css: rules.join('\n'), problems };
}

/** The served form of a stored sheet: what the allow-list keeps, whatever was saved before it. */
export function sanitiseSurveyCss(input: string): string {
  return filterSurveyCss(input).css;
}

function checkDeclaration(declaration: string, problems: string[]): string | null {
  const colon = declaration.indexOf(':');
  if (colon === -1) {
    problems.push(snippet(declaration));
    return null;
  }
  const property = declaration.slice(0, colon).trim().toLowerCase();
  if (!allowedProperties.has(property)) {
    problems.push(snippet(`${property}:`));
    return null;
  }
  let value = declaration.slice(colon + 1).trim();
  const important = /\s*!\s*important\s*$/i.exec(value);
  if (important) value = value.slice(0, important.index);
  const bad = valueProblem(value);
  if (bad !== null) {
    problems.push(snippet(bad));
    return null;
  }
  return `${property}: ${value.replace(/\s+/g, ' ')}${important ? ' !important' : ''}`;
}

const valueToken =
  /\s+|,|\/|\)|#[0-9a-fA-F]{3,8}(?![\w-])|"[A-Za-z0-9 _-]*"|'[A-Za-z0-9 _-]*'|[+-]?(?:\d+\.?\d*|\.\d+)(?:%|[a-zA-Z]+)?(?![\w.-])|-?[a-zA-Z][a-zA-Z0-9-]*\(?/y;

/** The first part of a value the allow-list does not take, or null when all of it is allowed. */
function valueProblem(value: string): string | null {
  if (value === '') return ':';
  let inFunction = false;
  valueToken.lastIndex = 0;
  while (valueToken.lastIndex < value.length) {
    const start = valueToken.lastIndex;
    const match = valueToken.exec(value);
    if (!match) return value.slice(start, start + 12);
    const token = match[0];
    if (token.endsWith('(')) {
      const name = token.slice(0, -1).toLowerCase();
      if (inFunction || !colourFunctions.has(name)) return token;
      inFunction = true;
    } else if (token === ')') {
      if (!inFunction) return token;
      inFunction = false;
    } else if (/^[+-]?[\d.]/.test(token)) {
      const unit = /[a-zA-Z]+$/.exec(token)?.[0]?.toLowerCase();
      if (unit && !units.has(unit)) return token;
    } else if (inFunction && /^-?[a-zA-Z]/.test(token) && token.toLowerCase() !== 'none') {
      return token;
    } else if (inFunction && token.startsWith('"')) {
      return token;
    }
  }
  return inFunction ? `${value.slice(-12)}` : null;
}

/** Declarations split on `;` outside strings and parentheses. */
function splitDeclarations(block: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let from = 0;
  for (let index = 0; index < block.length; index++) {
    const char = block[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      parts.push(block.slice(from, index));
      from = index + 1;
    }
  }
  parts.push(block.slice(from));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

function nextOutsideStrings(text: string, from: number, stops: string): number {
  let quote: string | null = null;
  for (let index = from; index < text.length; index++) {
    const char = text[index] as string;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (stops.includes(char)) return index;
  }
  return -1;
}

/** The `}` closing the block opened at `open` (blocks nested in it counted), or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  let at = open;
  while (at !== -1 && at < text.length) {
    const char = text[at];
    if (char === '{') depth++;
    if (char === '}' && --depth === 0) return at;
    at = nextOutsideStrings(text, at + 1, '{}');
  }
  return -1;
}

/** From the first character a pattern refuses, a few characters on. */
function badPart(text: string, allowed: RegExp): string {
  for (let index = 0; index < text.length; index++) {
    if (!allowed.test(text[index] as string)) return text.slice(index, index + 12);
  }
  return text;
}

function snippet(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, 40);
}
