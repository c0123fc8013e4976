import type sharpModule from "sharp";

let loaded: Promise<typeof sharpModule> | null = null;

/**
 * sharp, loaded with its first use (an upload or a seeded picture: docs/performance.md "Start-up and
 * memory") and set up once (decision 0388): without libvips's operation cache, because every image this
 * server handles is a new upload or a new drawing, never asked for twice, so the cache (up to 50 MB and
 * 100 operations by default) only kept the last ones' buffers resident.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
