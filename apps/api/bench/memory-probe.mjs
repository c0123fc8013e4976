// Loaded with `node --import` by first-start-memory.ts when BENCH_MEMORY_DETAIL=1 (never by the product):
// on SIGUSR2 the server appends where its memory is (process.memoryUsage() and V8's heap spaces, MB) as
// one JSON line to $MEMORY_PROBE_FILE, so the bench can split the RSS it reads from /proc.
import { appendFileSync } from "node:fs";
import v8 from "node:v8";

const mb = (bytes) => Math.round(bytes / 104857.6) / 10;
process.on("SIGUSR2", () => {
  const usage = Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, mb(v)]));
  const spaces = Object.fromEntries(
    v8
      .getHeapSpaceStatistics()
      .map((s) => [s.space_name, { used: mb(s.space_used_size), resident: mb(s.physical_space_size) }]),
  );
  appendFileSync(process.env.MEMORY_PROBE_FILE, `${JSON.stringify({ usage, spaces })}\n`);
});
