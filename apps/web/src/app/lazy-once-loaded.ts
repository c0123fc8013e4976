import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { RememberedImport } from "./first-screen-imports.ts";

/**
 * React.lazy over a remembered import: when the module has already been evaluated (main.tsx does that for
 * the signed-in home before React's first render, decision 0392) the factory answers a thenable that calls
 * back at once, and React.lazy reads it in the same render (React 19's lazyInitializer checks the status
 * right after `then`). A plain `import()` is a promise, so React suspended, committed the fallback and
 * rendered the route again in a retry: one render and one commit more on the first screen (decision 0401).
 */
export function lazyOnceLoaded<P extends object>(
  imported: RememberedImport<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const module = imported.loaded();
    if (!module) return imported.load();
    const settled: PromiseLike<{ default: ComponentType<P> }> = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is the point (see above)
      then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(module) : module) as never,
    };
    return settled as Promise<{ default: ComponentType<P> }>;
  });
}
