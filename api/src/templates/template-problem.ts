import { AppError } from '../errors/app-error.js';
import { formatPath } from '../errors/format-issues.js';

/** One thing wrong with a template: the file (relative to the template folder) and where in it. */
export type TemplateProblem = { file: string; path: string; message: string };

export class ProblemList {
  readonly items: TemplateProblem[] = [];

  add(file: string, path: readonly (string | number)[], message: string): void {
    this.items.push({ file, path: formatPath(path), message });
  }

  get empty(): boolean {
    return this.items.length === 0;
  }
}

/** The error a refused template raises: the first problem in the message, all of them in details. */
export function templateInvalidError(templateName: string, problems: TemplateProblem[]): AppError {
  const [first] = problems;
  return new AppError(
    'ERR_TEMPLATE_INVALID',
    {
      template: templateName,
      file: first?.file ?? '',
      path: first?.path ?? '',
      problem: first?.message ?? '',
      count: problems.length,
    },
    { problems },
  );
}
