import { lazy, type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from "react";
import { deferOverlays } from "../../components/ui/overlays-ready.ts";

const DashboardOverlays = lazy(() => import("./DashboardOverlays.tsx"));

/**
 * The signed-in screens, then the dialogs and notifications (DashboardOverlays.tsx) once they have
 * painted: the overlays' code and first render are off the home's first load (issue 28 §1, decision
 * 0316). A dialog asked for before they mount opens when they do (components/ui/overlays-ready.ts).
 */
export function DashboardProviders({ children }: { children: ReactNode }) {
  const [overlays, setOverlays] = useState(false);
  const release = useRef<() => void>(() => {});
  useEffect(() => {
    release.current = deferOverlays();
    // After the first paint (a timer after the commit's effects), in a transition so their render yields.
    const timer = setTimeout(() => startTransition(() => setOverlays(true)), 0);
    return () => {
      clearTimeout(timer);
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
