/** The window over which wrong links are counted per address (decision 0342). */
export const MISS_WINDOW_MS = 10 * 60_000;

/**
 * Wrong member links per address (decision 0342): after `limit` misses within the window an address gets
 * 429 until the window ends, so trying tokens is slow; a hit does not reset the count. In memory per
 * process: a guesser spread over several processes gets a few times the limit, far below what 192 bits need.
 */
export function missCounter(limit: number, now: () => Date) {
  const seen = new Map<string, { count: number; until: number }>();
  const live = (address: string) => {
    const entry = seen.get(address);
    if (entry && entry.until <= now().getTime()) {
      seen.delete(address);
      return undefined;
    }
    return entry;
  };
  return {
    blocked(address: string): boolean {
      return (live(address)?.count ?? 0) >= limit;
    },
    miss(address: string): number {
      if (seen.size > 100_000) for (const key of seen.keys()) if (!live(key)) seen.delete(key);
      const entry = live(address) ?? { count: 0, until: now().getTime() + MISS_WINDOW_MS };
      entry.count += 1;
      seen.set(address, entry);
      return entry.count;
    },
  };
}
