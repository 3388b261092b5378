import { onTestFinished, vi } from 'vitest';

/**
 * Gives the boxes matching `selector` a width (clientWidth) for the rest of the test. happy-dom
 * has no layout: every box is 0 pixels wide, so whatever measures its room (a title bar's
 * commands, a header menu) folds everything away. The default, `.command-bar` at 10,000 px,
 * shows every title-bar command as its labelled button, as on a wide screen; what really
 * depends on the width stays for the end-to-end tests. Restored when the test ends.
 */
export function roomyBoxes(selector = '.command-bar', width = 10_000): void {
  const spy = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.matches(selector) ? width : ((clientWidth?.get?.call(this) as number | undefined) ?? 0);
  });
  onTestFinished(() => spy.mockRestore());
}

/** happy-dom's own clientWidth, taken before any test replaces it (a second call then stacks no spy on a spy). */
const clientWidth =
  Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth') ??
  Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');
