/**
 * The engine's errors. The first four texts are the product's own (spec 001 sections 5 and 8);
 * the limits' texts are ours. A template author sees them in the preview and the print error.
 */
export const templateMessages = {
  unterminatedControl: 'Control statement is not terminated with ]',
  unexpectedEnd: 'Unexpected end statement.',
  unexpectedElse: 'Unexpected else statement.',
  notEnoughEnds: 'Not enough end statements.',
  invalidFormattedText: 'Invalid formatted text',
  invalidControl: 'Invalid control statement',
  tooDeep: 'Template statements are nested too deeply.',
  tooManyIterations: 'Template loops run too many times.',
  outputTooLarge: 'Template output is too large.',
  invalidExpression: 'Invalid expression',
} as const;

export type TemplateMessage = keyof typeof templateMessages;

/** A template that cannot be read or that went over a limit; `at` is the character offset. */
export class TemplateError extends Error {
  readonly kind: TemplateMessage;
  readonly at: number | undefined;

  constructor(kind: TemplateMessage, at?: number, detail?: string) {
    super(detail ? `${templateMessages[kind]}: ${detail}` : templateMessages[kind]);
    this.name = 'TemplateError';
    this.kind = kind;
    this.at = at;
  }
}
