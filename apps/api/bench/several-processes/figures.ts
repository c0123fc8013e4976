import { percentile } from "../measure.ts";
import type { Sent } from "./client.ts";
import { count } from "./outcome.ts";

/** The run's figures, for the report: requests by kind and by process, payments, retries, latency. */
export function figures(sent: Sent[], seconds: number): string[] {
  const byKind = new Map<string, number>();
  const byProcess = new Map<string, number>();
  const latencies: number[] = [];
  for (const s of sent) {
    byKind.set(s.kind, (byKind.get(s.kind) ?? 0) + 1);
    for (const a of s.attempts) {
      const name = a.servedBy ?? "none";
      byProcess.set(name, (byProcess.get(name) ?? 0) + 1);
    }
    const last = s.attempts.at(-1);
    if (last) latencies.push(last.end - s.attempts[0]!.start);
  }
  latencies.sort((a, b) => a - b);
  const payments = sent.filter((s) => s.key);
  const tries = sent.reduce((n, s) => n + s.attempts.length, 0);
  const list = (m: Map<string, number>) =>
    [...m.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k} ${count(v)}`)
      .join(", ");
  return [
    `Requests: ${count(sent.length)} in ${seconds} s (${(sent.length / seconds).toFixed(0)}/s), ${count(tries)} tries; ${list(byKind)}`,
    `Payments: ${count(payments.length)} (each its own Idempotency-Key), ${count(payments.filter((p) => p.attempts.length > 1).length)} sent more than once`,
    `Tries answered by process: ${list(byProcess)}`,
    `Time to an answer (retries included), ms: p50 ${percentile(latencies, 50)}, p95 ${percentile(latencies, 95)}, p99 ${percentile(latencies, 99)}, max ${Math.round(latencies.at(-1) ?? 0)}`,
  ];
}
