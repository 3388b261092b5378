import { type FormatOptions, formatValue } from './format-value';
import { parseTemplate } from './parse-template';
import { missing, resolvePath } from './resolve-path';
import { TemplateError } from './template-error';
import type { Condition, TemplateNode } from './template-nodes';

export type RenderOptions = FormatOptions & {
  /** total loop iterations one render may run */
  maxIterations?: number;
  /** characters one render may produce */
  maxOutput?: number;
  /** told about each variable that names nothing (it prints empty) */
  onUnknown?: (name: string) => void;
};

export const renderLimits = { maxIterations: 100_000, maxOutput: 2_000_000 } as const;

type State = { options: RenderOptions; iterations: number; length: number; parts: string[] };

function truthy(value: unknown): boolean {
  if (value === missing || value === null || value === undefined || value === false) return false;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'string') return value !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function comparable(value: unknown): unknown {
  if (value === missing || value === undefined) return null;
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, 'id')) {
    return (value as { id: unknown }).id; // a lookup compares by its id
  }
  return value;
}

function test(condition: Condition, scopes: readonly unknown[], state: State): boolean {
  const value = condition.path ? resolvePath(scopes, condition.path) : missing;
  if (value === missing) state.options.onUnknown?.(condition.raw);
  let result: boolean;
  if (!condition.compare) {
    result = truthy(value);
  } else {
    const left = comparable(value);
    const right = condition.compare.value;
    const bothNumbers =
      typeof right === 'number' && left !== null && left !== '' && Number.isFinite(Number(left));
    const a = bothNumbers ? Number(left) : left;
    switch (condition.compare.operator) {
      case '=':
        result = bothNumbers ? a === right : String(a ?? '') === String(right ?? '');
        break;
      case '!=':
        result = bothNumbers ? a !== right : String(a ?? '') !== String(right ?? '');
        break;
      default: {
        if (!bothNumbers) {
          result = false;
          break;
        }
        const n = a as number;
        const op = condition.compare.operator;
        result = op === '>' ? n > right : op === '<' ? n < right : op === '>=' ? n >= right : n <= right;
      }
    }
  }
  return condition.negate ? !result : result;
}

function emit(text: string, state: State): void {
  state.length += text.length;
  if (state.length > (state.options.maxOutput ?? renderLimits.maxOutput))
    throw new TemplateError('outputTooLarge');
  state.parts.push(text);
}

function run(nodes: readonly TemplateNode[], scopes: readonly unknown[], state: State): void {
  for (const node of nodes) {
    switch (node.kind) {
      case 'text':
        emit(node.text, state);
        break;
      case 'variable': {
        const value = node.path ? resolvePath(scopes, node.path) : missing;
        if (value === missing) {
          state.options.onUnknown?.(node.raw);
          break;
        }
        emit(formatValue(value, node.format, state.options), state);
        break;
      }
      case 'if':
        run(test(node.condition, scopes, state) ? node.whenTrue : node.otherwise, scopes, state);
        break;
      case 'each': {
        const list = node.path ? resolvePath(scopes, node.path) : missing;
        if (!Array.isArray(list)) {
          if (list === missing) state.options.onUnknown?.(node.raw);
          break;
        }
        list.forEach((item, index) => {
          state.iterations += 1;
          if (state.iterations > (state.options.maxIterations ?? renderLimits.maxIterations)) {
            throw new TemplateError('tooManyIterations');
          }
          // a null-prototype scope: the loop variable cannot shadow its way into a prototype
          const local = Object.assign(Object.create(null) as Record<string, unknown>, {
            [node.name]: item,
            [`${node.name}_index`]: index + 1,
          });
          run(node.body, [local, ...scopes], state);
        });
        break;
      }
    }
  }
}

/** Renders parsed nodes against data; the scopes are searched innermost first. */
export function renderNodes(nodes: readonly TemplateNode[], data: unknown, options: RenderOptions): string {
  const state: State = { options, iterations: 0, length: 0, parts: [] };
  run(nodes, [data], state);
  return state.parts.join('');
}

/**
 * Fills template text from data. Nothing in the text is run as code: variables are dotted
 * paths over own properties, conditions compare a path with a literal, loops walk arrays that
 * are already in the data, and both loops and output are bounded.
 */
export function renderTemplate(source: string, data: unknown, options: RenderOptions): string {
  return renderNodes(parseTemplate(source), data, options);
}
