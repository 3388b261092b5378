import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const stylesFolder = join(dirname(fileURLToPath(import.meta.url)), '../styles');

/**
 * Puts the app's own stylesheets (web/src/styles/{file}, e.g. 'base.css' for the theme's
 * variables, then 'fields.css') into the document, so getComputedStyle answers what a rule
 * paints: happy-dom applies selectors and resolves var(), though it lays nothing out. The
 * DOM project imports no CSS of its own (a component's `import '*.css'` is empty there).
 * Answers a function that removes them again.
 */
export function addAppStyles(...files: string[]): () => void {
  const style = document.createElement('style');
  style.textContent = files.map((file) => readFileSync(join(stylesFolder, file), 'utf8')).join('\n');
  document.head.append(style);
  return () => style.remove();
}

/**
 * A colour as a browser's getComputedStyle writes it, 'rgb(46, 158, 91)': happy-dom keeps a hex
 * colour as written ('#2e9e5b'), Chromium does not. Other forms pass unchanged.
 */
export function rgbOf(colour: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return colour.trim();
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [red, green, blue] = [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

/** What a CSS colour value such as 'var(--success)' computes to here, in rgb() as rgbOf writes it. */
export function computedColour(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return rgbOf(colour);
}
