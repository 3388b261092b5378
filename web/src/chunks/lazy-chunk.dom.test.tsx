import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyChunk } from './lazy-chunk.js';

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.name}</p> : this.props.children;
  }
}

describe('lazyChunk: a code-split part of a screen (spec 000 section 9: 120 s)', () => {
  afterEach(() => vi.useRealTimers());

  it('fails with ChunkLoadTimeout when its chunk stalls, instead of a spinner for ever', async () => {
    vi.useFakeTimers();
    // a dialog's chunk that never arrives
    const Stalled = lazyChunk<() => ReactNode>(() => new Promise(() => undefined));
    render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Stalled />
        </Suspense>
      </Boundary>,
    );
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(screen.getByText('Loading')).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('alert').textContent).toBe('ChunkLoadTimeout');
  });

  it('renders the component once its chunk arrives', async () => {
    const Arrived = lazyChunk(async () => ({ default: () => <p>Dialog</p> }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Arrived />
      </Suspense>,
    );
    expect(await screen.findByText('Dialog')).toBeDefined();
  });
});
