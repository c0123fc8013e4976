import { lazy, type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from "react";
import { deferOverlays } from "../../components/ui/overlays-ready.ts";
import {
  afterFirstScreen,
  FIRST_SCREEN_FALLBACK_MS,
  isHomePath,
  markFirstScreenShown,
} from "../../lib/after-first-screen.ts";

const DashboardOverlays = lazy(() => import("./DashboardOverlays.tsx"));

/**
 * The signed-in screens, then the dialogs and notifications (DashboardOverlays.tsx) once the first
 * screen is shown: the overlays' code and first render are off the home's first load (issue 28 §1,
 * decisions 0316, 0382). A dialog asked for before they mount opens when they do
 * (components/ui/overlays-ready.ts). The home marks itself shown when its figures are; any other screen
 * is shown at this first commit.
 */
export function DashboardProviders({ children }: { children: ReactNode }) {
  const [overlays, setOverlays] = useState(false);
  const release = useRef<() => void>(() => {});
  useEffect(() => {
    release.current = deferOverlays();
    const shown = setTimeout(markFirstScreenShown, isHomePath(window.location.pathname) ? FIRST_SCREEN_FALLBACK_MS : 0);
    // In a transition, so their render yields.
    const cancel = afterFirstScreen(() => startTransition(() => setOverlays(true)));
    return () => {
      clearTimeout(shown);
      cancel();
      release.current();
    };
  }, []);
  return (
    <>
      {children}
      {overlays && (
        <Suspense fallback={null}>
          <DashboardOverlays onMounted={() => release.current()} />
        </Suspense>
      )}
    </>
  );
}
