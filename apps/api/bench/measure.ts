import autocannon from "autocannon";

export interface Measurement {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** The p-th percentile of ascending `sorted`, to 0.1 (0 for none). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}

/** autocannon against one URL; latency percentiles from every response (autocannon reports no p95). */
export function measure(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = 32,
): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon({ url, headers, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      resolve({
        requests: result.requests.total,
        rps: result.requests.total / seconds,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        errors: result.errors + result.timeouts + result.non2xx,
      });
    });
    instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  });
}
