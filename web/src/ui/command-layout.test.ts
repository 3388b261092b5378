import { describe, expect, it } from 'vitest';
import { commandLayout } from './command-layout.js';

describe('commandLayout', () => {
  const labelled = [80, 120, 90];
  const icons = [40, 40, 40];
  it('labels every command when all labels fit', () => {
    expect(commandLayout(labelled, icons, 40, 290)).toEqual({ labelled: 3, visible: 3 });
  });
  it('drops labels from the last command first', () => {
    // icons 120; labelling the first adds 40, the second 80: 240 fits, the third's 50 more not
    expect(commandLayout(labelled, icons, 40, 250)).toEqual({ labelled: 2, visible: 3 });
    expect(commandLayout(labelled, icons, 40, 200)).toEqual({ labelled: 1, visible: 3 });
    expect(commandLayout(labelled, icons, 40, 120)).toEqual({ labelled: 0, visible: 3 });
  });
  it('moves commands into the more menu when even the icons do not fit', () => {
    expect(commandLayout(labelled, icons, 40, 119)).toEqual({ labelled: 0, visible: 1 });
    expect(commandLayout(labelled, icons, 40, 30)).toEqual({ labelled: 0, visible: 0 });
  });
  it('keeps always-labelled commands (same width both ways) in the count', () => {
    expect(commandLayout([80, 100], [40, 100], 40, 180)).toEqual({ labelled: 2, visible: 2 });
  });
});
