import { parsePath } from './resolve-path';
import { TemplateError } from './template-error';
import type { Comparison, Condition, TemplateNode } from './template-nodes';

/** Statements nest at most this deep: deeper is a mistake, and would cost stack. */
export const maxNesting = 32;
/** Longer templates are refused before parsing (a template is a page of text, not a book). */
export const maxTemplateLength = 200_000;

const controlStart = /^\[\s*(if|else|for\s+each|end)(?=[\s\]])/i;
const eachPattern = /^for\s+each\s+([A-Za-z_][A-Za-z0-9_]*)\s+in\s+(.+)$/is;
const comparePattern = /^(.+?)\s*(!=|>=|<=|=|>|<)\s*(.+)$/s;

function literal(text: string): string | number | boolean | null {
  const trimmed = text.trim();
  const quoted = /^"(.*)"$|^'(.*)'$/s.exec(trimmed);
  if (quoted) return quoted[1] ?? quoted[2] ?? '';
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  if (trimmed === 'null' || trimmed === 'empty') return null;
  const number = Number(trimmed);
  if (trimmed !== '' && Number.isFinite(number)) return number;
  return trimmed;
}

function parseCondition(text: string, at: number): Condition {
  let rest = text.trim();
  let negate = false;
  if (/^not\s/i.test(rest)) {
    negate = true;
    rest = rest.slice(3).trim();
  }
  if (rest === '') throw new TemplateError('invalidControl', at, `[if ${text}]`);
  const compared = comparePattern.exec(rest);
  if (compared?.[1] && compared[2] && compared[3] !== undefined) {
    return {
      negate,
      path: parsePath(compared[1]),
      raw: compared[1],
      compare: { operator: compared[2] as Comparison, value: literal(compared[3]) },
    };
  }
  return { negate, path: parsePath(rest), raw: rest };
}

type Block = { nodes: TemplateNode[]; open: TemplateNode & { kind: 'if' | 'each' }; inElse: boolean };

/**
 * Parses template text: `{{path}}` or `{{path|format}}` prints a value; `[if cond]`, `[else]`,
 * `[for each item in path]` and `[end]` are the control statements. A `[` that does not start
 * one of those keywords is plain text, so prices in brackets need no escaping. Every error is
 * found here, in branches that would not run too, so a template fails when it is saved or
 * previewed rather than for one record out of many.
 */
export function parseTemplate(source: string): TemplateNode[] {
  if (source.length > maxTemplateLength) throw new TemplateError('outputTooLarge', 0);
  const root: TemplateNode[] = [];
  const stack: Block[] = [];
  let nodes = root;
  let text = '';
  let index = 0;
  const flush = () => {
    if (text !== '') nodes.push({ kind: 'text', text });
    text = '';
  };
  while (index < source.length) {
    const char = source[index];
    if (char === '{' && source[index + 1] === '{') {
      const close = source.indexOf('}}', index + 2);
      if (close < 0) throw new TemplateError('invalidFormattedText', index);
      flush();
      const inner = source.slice(index + 2, close);
      const bar = inner.indexOf('|');
      const raw = (bar < 0 ? inner : inner.slice(0, bar)).trim();
      const format = bar < 0 ? undefined : inner.slice(bar + 1).trim() || undefined;
      nodes.push({ kind: 'variable', path: parsePath(raw), raw, format });
      index = close + 2;
      continue;
    }
    if (char === '[') {
      const keyword = controlStart.exec(source.slice(index, index + 12));
      if (keyword?.[1]) {
        const close = source.indexOf(']', index);
        if (close < 0) throw new TemplateError('unterminatedControl', index);
        flush();
        const statement = source.slice(index + 1, close).trim();
        const word = keyword[1].toLowerCase().replace(/\s+/, ' ');
        if (word === 'if' || word === 'for each') {
          if (stack.length >= maxNesting) throw new TemplateError('tooDeep', index);
          let open: Block['open'];
          if (word === 'if') {
            open = {
              kind: 'if',
              condition: parseCondition(statement.slice(2), index),
              whenTrue: [],
              otherwise: [],
            };
          } else {
            const each = eachPattern.exec(statement);
            if (!each?.[1] || !each[2]) throw new TemplateError('invalidControl', index, `[${statement}]`);
            open = { kind: 'each', name: each[1], path: parsePath(each[2]), raw: each[2].trim(), body: [] };
          }
          nodes.push(open);
          stack.push({ nodes, open, inElse: false });
          nodes = open.kind === 'if' ? open.whenTrue : open.body;
        } else if (word === 'else') {
          const top = stack[stack.length - 1];
          if (top?.open.kind !== 'if' || top.inElse || statement.toLowerCase() !== 'else') {
            throw new TemplateError('unexpectedElse', index);
          }
          top.inElse = true;
          nodes = top.open.otherwise;
        } else {
          const top = stack.pop();
          if (!top || statement.toLowerCase() !== 'end') throw new TemplateError('unexpectedEnd', index);
          nodes = top.nodes;
        }
        index = close + 1;
        continue;
      }
    }
    // plain text up to the next character that may start a marker
    let next = index + 1;
    while (next < source.length && source[next] !== '{' && source[next] !== '[') next += 1;
    text += source.slice(index, next);
    index = next;
  }
  if (stack.length > 0) throw new TemplateError('notEnoughEnds', source.length);
  flush();
  return root;
}
