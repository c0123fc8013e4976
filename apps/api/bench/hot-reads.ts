// The hot read path (issue 28 §2): the members list, its search and the dashboard home at 10,000 members and
// 32 connections, each next to the same SQL through plain pg in the bench's bare route (bench/bare.ts), in
// interleaved app/bare rounds, with the serving process's Node CPU per request beside req/s.
import { readFileSync } from "node:fs";
import { type BenchRow, BROWSER_HEADERS, combine, type Measurement, measure } from "./measure.ts";

export const HOT_READS = [
  {
    key: "members",
    name: "members list, page of 50",
    app: "/api/members/members/?page=2&page_size=50",
    bare: "/bare/members/?page=2",
  },
  {
    key: "search",
    name: "members list, search 'sharma'",
    app: "/api/members/members/?search=sharma",
    bare: "/bare/members/?search=sharma",
  },
  { key: "dashboard", name: "dashboard home", app: "/api/dashboard/home/", bare: "/bare/dashboard/" },
] as const;

interface Options {
  appBase: string;
  bareBase: string;
  /** The app's sign-in and browsers' headers. */
  auth: Record<string, string>;
  /** The server process (app and bare route alike), for Node CPU per request. */
  pid: number;
  scenarios: readonly (typeof HOT_READS)[number][];
  rounds: number;
  seconds: number;
  say: (line: string) => void;
}

/** Node CPU ms per request of a measurement, as the rows print it. */
export const cpuText = (m: Measurement) => (m.cpuMsPerRequest === undefined ? "-" : m.cpuMsPerRequest.toFixed(2));

export async function benchHotReads(o: Options): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  // The app as a server that has run a while: on two loaded cores its JIT took 20-40 s to settle (2026-12-06:
  // the members list's app CPU 1.64, 1.39, 1.24, 1.12 ms a request in four rounds after a 3 s warm-up, 1.37-1.45
  // in all four after 20 s), so before the scenarios the app serves 5 s of each one's URL.
  for (const s of o.scenarios) await measure(o.appBase + s.app, o.auth, 5);
  for (const s of o.scenarios) {
    // Correctness first: both answer 200 with the same count.
    const [a, b] = await Promise.all([fetch(o.appBase + s.app, { headers: o.auth }), fetch(o.bareBase + s.bare)]);
    if (a.status !== 200 || b.status !== 200) throw new Error(`${s.name}: ${a.status} / ${b.status}`);
    // Warm-up of this scenario's own path (its statements, the pools, the caches).
    await measure(o.appBase + s.app, o.auth, 3);
    await measure(o.bareBase + s.bare, BROWSER_HEADERS, 3);
    // Interleaved rounds: a neighbour's load lands on both sides alike.
    const appRounds: Measurement[] = [];
    const bareRounds: Measurement[] = [];
    for (let round = 1; round <= o.rounds; round++) {
      const app = await measure(o.appBase + s.app, o.auth, o.seconds, 32, o.pid);
      const bare = await measure(o.bareBase + s.bare, BROWSER_HEADERS, o.seconds, 32, o.pid);
      appRounds.push(app);
      bareRounds.push(bare);
      if (o.rounds > 1) {
        o.say(
          `  ${s.key} round ${round}: app ${app.rps.toFixed(0)} req/s ${cpuText(app)} ms CPU/req | bare ${bare.rps.toFixed(0)} req/s ${cpuText(bare)} ms CPU/req | rps ratio ${(app.rps / bare.rps).toFixed(2)}, CPU ratio ${(bare.cpuMsPerRequest! / app.cpuMsPerRequest!).toFixed(2)} | loadavg ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`,
        );
      }
    }
    const app = combine(appRounds, o.seconds);
    const bare = combine(bareRounds, o.seconds);
    rows.push({ name: s.name, app, bare });
    o.say(
      `${s.name}: app ${app.rps.toFixed(0)} req/s p50 ${app.p50} ms p99 ${app.p99} ms, ${cpuText(app)} ms Node CPU/req | bare pg ${bare.rps.toFixed(0)} req/s, ${cpuText(bare)} ms Node CPU/req`,
    );
  }
  return rows;
}
