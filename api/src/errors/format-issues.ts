import type { ZodError } from 'zod';

/** Renders a path the way a reader finds it in the file: properties[2].type */
export function formatPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const part of path) {
    out += typeof part === 'number' ? `[${part}]` : out === '' ? part : `.${part}`;
  }
  return out || '(root)';
}

export function formatZodIssues(error: ZodError): string[] {
  return error.issues.map((issue) => `  ${formatPath(issue.path)}: ${issue.message}`);
}
