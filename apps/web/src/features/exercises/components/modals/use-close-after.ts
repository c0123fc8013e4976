import { useEffect, useRef } from "react";

/** Part 1 §4: some modals close a moment after success (2 s for image upload, 1.5 s for the main image). */
export function useCloseAfter(done: boolean, delayMs: number, close: () => void): void {
  // The latest close, without restarting the timer when the parent re-renders with a new function.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => closeRef.current(), delayMs);
    return () => clearTimeout(timer);
  }, [done, delayMs]);
}
