import { type ComponentType, lazy, useState } from 'react';
import { withChunkTimeout } from './chunk-timeout';

/**
 * A screen in a chunk of its own that its route can load before rendering. React.lazy alone
 * suspends on its first render even when the chunk is already in the browser's cache, and
 * React holds back revealing a suspended boundary for 300 ms (its fallback throttle): a list
 * would start fetching its views 300 ms late. Rendered after `preload()` has settled, the
 * screen renders at once; rendered before, it falls back to React.lazy. Each instance keeps
 * the way it started, so loading never swaps the element type under a mounted screen.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= withChunkTimeout(load()).then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined; // a later visit tries again (a failure or a 120 s timeout)
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module level, never while rendering
  function Screen(props: Props) {
    const [Direct] = useState(() => loaded);
    return Direct ? <Direct {...props} /> : <Lazy {...props} />;
  }
  return { Screen, preload };
}
