import { missing, parsePath, resolvePath } from './resolve-path';
import { TemplateError } from './template-error';

const maxLength = 2000;
const maxDepth = 32;
const tokenPattern = /\s*(\d+(?:\.\d+)?|[A-Za-z_$][A-Za-z0-9_$.]*|[-+*/(),])/y;

function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : 0;
  }
  return 0;
}

/** The values of `field` across the rows of an array path: `lines.totalamount`. */
function column(scopes: readonly unknown[], text: string): unknown[] {
  const segments = parsePath(text);
  if (!segments) throw new TemplateError('invalidExpression', undefined, text);
  for (let split = segments.length; split > 0; split -= 1) {
    const list = resolvePath(scopes, segments.slice(0, split));
    if (Array.isArray(list)) {
      const rest = segments.slice(split);
      return rest.length === 0 ? list : list.map((row) => resolvePath([row], rest));
    }
  }
  return [];
}

/**
 * A small arithmetic language for computed variables (a quote's subtotal, VAT and total):
 * numbers, dotted paths, `+ - * /`, parentheses, and the functions sum(list.field),
 * count(list), round(x, digits), min(a, b), max(a, b). It is parsed here, not handed to the
 * JavaScript engine: there is nothing else it can do. A missing value counts as 0.
 */
export function evaluateExpression(source: string, scopes: readonly unknown[]): number {
  if (source.length > maxLength) throw new TemplateError('invalidExpression', undefined, 'too long');
  const tokens: string[] = [];
  tokenPattern.lastIndex = 0;
  let at = 0;
  while (at < source.length) {
    if (source.slice(at).trim() === '') break;
    tokenPattern.lastIndex = at;
    const match = tokenPattern.exec(source);
    if (!match?.[1]) throw new TemplateError('invalidExpression', at, source);
    tokens.push(match[1]);
    at = tokenPattern.lastIndex;
  }
  let position = 0;
  const peek = () => tokens[position];
  const take = (expected?: string) => {
    const token = tokens[position];
    if (token === undefined || (expected !== undefined && token !== expected)) {
      throw new TemplateError('invalidExpression', undefined, source);
    }
    position += 1;
    return token;
  };
  const sum = (depth: number): number => {
    let value = product(depth);
    while (peek() === '+' || peek() === '-')
      value = take() === '+' ? value + product(depth) : value - product(depth);
    return value;
  };
  const product = (depth: number): number => {
    let value = unary(depth);
    while (peek() === '*' || peek() === '/') {
      if (take() === '*') value *= unary(depth);
      else {
        const divisor = unary(depth);
        value = divisor === 0 ? 0 : value / divisor;
      }
    }
    return value;
  };
  const unary = (depth: number): number => {
    if (depth > maxDepth) throw new TemplateError('tooDeep');
    if (peek() === '-') {
      take();
      return -unary(depth + 1);
    }
    return primary(depth + 1);
  };
  const primary = (depth: number): number => {
    const token = take();
    if (token === '(') {
      const value = sum(depth);
      take(')');
      return value;
    }
    if (/^\d/.test(token)) return Number(token);
    if (peek() === '(') {
      take('(');
      const name = token.toLowerCase();
      if (name === 'sum' || name === 'count') {
        const values = column(scopes, take());
        take(')');
        return name === 'count'
          ? values.length
          : values.reduce<number>((total, value) => total + toNumber(value), 0);
      }
      const args = [sum(depth)];
      while (peek() === ',') {
        take(',');
        args.push(sum(depth));
      }
      take(')');
      const [a = 0, b = 0] = args;
      if (name === 'round') {
        const factor = 10 ** Math.max(0, Math.min(10, Math.trunc(b)));
        return Math.round(a * factor) / factor;
      }
      if (name === 'min') return Math.min(...args);
      if (name === 'max') return Math.max(...args);
      throw new TemplateError('invalidExpression', undefined, token);
    }
    const segments = parsePath(token);
    if (!segments) throw new TemplateError('invalidExpression', undefined, token);
    const value = resolvePath(scopes, segments);
    return value === missing ? 0 : toNumber(value);
  };
  if (tokens.length === 0) return 0;
  const value = sum(0);
  if (position !== tokens.length) throw new TemplateError('invalidExpression', undefined, source);
  return value;
}
