import { useEffect, useState } from "react";

/** Part 1 §9: "load animation delay 100 ms": the cards fade in this long after the data is there. */
export const LOAD_ANIMATION_DELAY_MS = 100;

export function useDelayedReveal(ready: boolean, delay = LOAD_ANIMATION_DELAY_MS): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setRevealed(true), delay);
    return () => clearTimeout(timer);
  }, [ready, delay]);
  return revealed;
}
