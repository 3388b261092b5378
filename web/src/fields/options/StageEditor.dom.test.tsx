import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PropertyMeta } from '../../metadata/object-metadata.js';
import { StageEditor } from './StageEditor.js';

const progress: PropertyMeta = {
  logicalName: 'b_stage',
  displayName: 'Progress',
  type: 'String',
  flags: ['OptionSet'],
  max: 20,
  richOptions: [
    { value: 'open', label: 'Open' },
    { value: 'won', label: 'Closed - Won' },
    { value: 'lost', label: 'Closed - Lost' },
  ],
};

function Stages() {
  const [value, setValue] = useState<unknown>(null);
  return (
    <StageEditor
      id="f"
      label="Progress"
      property={progress}
      objectName="e2e_beh"
      value={value}
      onChange={setValue}
      record={{}}
    />
  );
}

describe('the stage field', () => {
  it('asks which value in a menu for a stage with several, and sets a single-value stage at once', async () => {
    const user = userEvent.setup();
    render(<Stages />);
    const stages = screen.getByRole('group', { name: 'Progress' });
    await user.click(await screen.findByRole('button', { name: 'Closed' }));
    expect(await screen.findByRole('menuitem', { name: 'Won' })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Lost' }));
    expect((await screen.findByRole('button', { name: 'Closed: Lost' })).getAttribute('aria-current')).toBe(
      'step',
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(stages.querySelector('[aria-current="step"]')?.textContent).toBe('Open');
  });
});
