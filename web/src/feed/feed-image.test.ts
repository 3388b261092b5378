import { describe, expect, it } from 'vitest';
import { feedImagePlan } from './feed-image.js';

describe('feed image resize', () => {
  it('scales the longest side down to 1024 and re-encodes as .jpg', () => {
    expect(
      feedImagePlan({ type: 'image/png', name: 'shot.final.png' }, { width: 4000, height: 3000 }),
    ).toEqual({
      resize: true,
      size: { width: 1024, height: 768 },
      type: 'image/jpeg',
      name: 'shot.final.jpg',
    });
    expect(feedImagePlan({ type: 'image/jpeg', name: 'tall' }, { width: 500, height: 2048 })).toMatchObject({
      size: { width: 250, height: 1024 },
      name: 'tall.jpg',
    });
  });

  it('leaves small images, GIFs and other files alone', () => {
    expect(feedImagePlan({ type: 'image/png', name: 'a.png' }, { width: 1024, height: 1024 })).toEqual({
      resize: false,
    });
    expect(feedImagePlan({ type: 'image/gif', name: 'a.gif' }, { width: 3000, height: 3000 })).toEqual({
      resize: false,
    });
    expect(feedImagePlan({ type: 'application/pdf', name: 'a.pdf' }, { width: 0, height: 0 })).toEqual({
      resize: false,
    });
  });
});
