import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportError } from '../diagnostics/error-reporting.js';
import { renderAppShell } from '../test-support/app-shell-harness.js';
import { captureDownloads } from '../test-support/downloads.js';

/** Spec 001 section 4: the session error log, read where a user or support would look for it. */
describe('the session error log', { timeout: 15_000 }, () => {
  it('holds the session’s errors and downloads from the profile menu as tab-separated lines', async () => {
    const { user } = renderAppShell('/sales/dashboard/sales');
    reportError(new TypeError('x is not a function'), 'window.onerror');
    const { files } = captureDownloads();
    await user.click(await screen.findByRole('button', { name: /^Profile of / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download session log' }));
    expect(files).toHaveLength(1);
    expect(files[0]?.name).toMatch(/^strata-session-log-\d{4}-\d{2}-\d{2}\.tsv$/);
    const [header, line] = (await files[0]?.text())?.split('\n') ?? [];
    expect(header).toBe('level\ttime\tcontext\ttext');
    expect(line?.split('\t')).toEqual([
      'error',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      'window.onerror',
      'TypeError: x is not a function',
    ]);
  });
});
