const BYTES_PER_MB = 1024 * 1024;

/** Megabytes with two decimals, as the spec's too-large messages show them ("6.25"). */
export function formatMegabytes(bytes: number): string {
  return (bytes / BYTES_PER_MB).toFixed(2);
}
