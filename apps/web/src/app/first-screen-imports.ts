/**
 * The signed-in home's two lazy chunks, imported through one place by app/first-screen.ts (which evaluates
 * them before React's first render, decision 0392) and by routes.tsx (React.lazy). Each remembers its
 * module once evaluated, so the route can render it in the same render instead of suspending on an import
 * whose module is already there (lazyOnceLoaded, decision 0401). No React here: first-screen.ts runs
 * before React has loaded.
 */
export interface RememberedImport<M> {
  /** Imports the chunk (once it is evaluated, `loaded()` answers it). */
  load: () => Promise<M>;
  /** The module, if an earlier `load()` has evaluated it. */
  loaded: () => M | undefined;
}

export function rememberedImport<M>(importChunk: () => Promise<M>): RememberedImport<M> {
  let module: M | undefined;
  return {
    load: () =>
      importChunk().then((evaluated) => {
        module = evaluated;
        return evaluated;
      }),
    loaded: () => module,
  };
}

export const dashboardLayoutImport = rememberedImport(() => import("./layout/DashboardLayout.tsx"));
export const dashboardHomeImport = rememberedImport(() => import("../features/dashboard/pages/DashboardHomePage.tsx"));

/** True once main.tsx has evaluated the signed-in home's layout and screen: they then render without suspending. */
export function signedInHomeEvaluated(): boolean {
  return dashboardLayoutImport.loaded() !== undefined && dashboardHomeImport.loaded() !== undefined;
}
