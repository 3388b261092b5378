import { renderToString, Text } from 'ink';
import type { ReactElement } from 'react';

/** Prints an ink element once (tables, messages); live output such as progress uses render(). */
export function print(element: ReactElement): void {
  process.stdout.write(`${renderToString(element, { columns: process.stdout.columns || 120 })}\n`);
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export function printSuccess(message: string): void {
  print(<Text color="green">{message}</Text>);
}

export function printError(message: string): void {
  process.stderr.write(`${renderToString(<Text color="red">{message}</Text>)}\n`);
}
