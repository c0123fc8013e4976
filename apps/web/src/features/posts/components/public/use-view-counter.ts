import { PUBLIC_VIEW_BATCH_MAX } from "@gym/contracts";
import { useCallback, useEffect, useRef } from "react";
import { countPostViews } from "../../api/count-public-post.ts";

/** A post counts as seen once half of its card has been on screen (decision 0143). */
const VISIBLE_RATIO = 0.5;
/** Seen posts are sent together, a moment after the last one appeared. */
const FLUSH_AFTER_MS = 1500;

/**
 * Counts views for the public page: each card registers its element; every post seen is sent once per
 * page load, batched. The server decides what counts (its window, bots); a failure is ignored, because
 * a visitor must never see an error for a counter.
 */
export function useViewCounter(schemaName: string): (id: number) => (element: HTMLElement | null) => void {
  const sent = useRef(new Set<number>());
  const pending = useRef(new Set<number>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  const ids = useRef(new WeakMap<Element, number>());

  const flush = useCallback(() => {
    timer.current = null;
    const batch = [...pending.current].slice(0, PUBLIC_VIEW_BATCH_MAX);
    for (const id of batch) pending.current.delete(id);
    if (batch.length) countPostViews(schemaName, batch).catch(() => {});
    if (pending.current.size) timer.current = setTimeout(flush, FLUSH_AFTER_MS);
  }, [schemaName]);

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    observer.current = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = ids.current.get(entry.target);
          if (id === undefined || !entry.isIntersecting || sent.current.has(id)) continue;
          sent.current.add(id);
          pending.current.add(id);
          observer.current?.unobserve(entry.target);
        }
        if (pending.current.size && !timer.current) timer.current = setTimeout(flush, FLUSH_AFTER_MS);
      },
      { threshold: VISIBLE_RATIO },
    );
    return () => {
      observer.current?.disconnect();
      if (timer.current) clearTimeout(timer.current);
      if (pending.current.size) flush();
    };
  }, [flush]);

  return useCallback(
    (id: number) => (element: HTMLElement | null) => {
      if (!element || sent.current.has(id)) return;
      ids.current.set(element, id);
      observer.current?.observe(element);
    },
    [],
  );
}
