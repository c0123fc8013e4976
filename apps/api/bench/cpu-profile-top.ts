// The top lines of a V8 CPU profile (`node --cpu-prof`), per request: self time by function and by
// package (the node_modules package, or the app's own file), so a step of issue 28 §2 can be read
// against the one before it.
//
//   npx tsx bench/cpu-profile-top.ts <file.cpuprofile> <requests in the window> [lines (30)] [from s] [to s]
// The window (seconds from the profile's start) leaves out start-up and shut-down; without it the whole
// profile counts. It prints busy (not idle) seconds per second of the profile to choose the window from.
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, requestsArg, linesArg, fromArg, toArg] = process.argv.slice(2);
if (!file || !requestsArg) throw new Error("usage: cpu-profile-top.ts <file.cpuprofile> <requests> [lines]");
const requests = Number(requestsArg);
const lines = Number(linesArg ?? 30);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const from = Number(fromArg ?? 0) * 1e6;
const to = toArg === undefined ? Number.POSITIVE_INFINITY : Number(toArg) * 1e6;
const selfUs = new Map<number, number>();
const busyPerSecond: number[] = [];
let at = 0;
for (const [i, id] of profile.samples.entries()) {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  const second = Math.floor(at / 1e6);
  if (byId.get(id)?.callFrame.functionName !== "(idle)") busyPerSecond[second] = (busyPerSecond[second] ?? 0) + delta;
  if (at >= from && at < to) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
}
process.stdout.write(
  `busy ms per second of the profile: ${Array.from(busyPerSecond, (us) => ((us ?? 0) / 1000).toFixed(0)).join(" ")}\n`,
);

/** Where a frame comes from: a package under node_modules, the app's own path, or V8/Node itself. */
const owner = (url: string) => {
  if (!url) return "(native / V8)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith("node:")) return url;
  const own = /\/(apps\/api\/src|packages\/contracts\/src|apps\/api\/bench)\/(.*)$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
};
const fn = new Map<string, number>();
const pkg = new Map<string, number>();
let total = 0;
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = owner(url);
  const key = `${functionName || "(anonymous)"} ${where}${url ? `:${lineNumber + 1}` : ""}`;
  fn.set(key, (fn.get(key) ?? 0) + us);
  pkg.set(where, (pkg.get(where) ?? 0) + us);
  total += us;
}
const top = (m: Map<string, number>) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, lines)
    .map(
      ([k, us]) =>
        `${(us / 1000 / requests).toFixed(3).padStart(7)} ms/req  ${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`,
    )
    .join("\n");
process.stdout.write(
  `${file}: ${(total / 1000).toFixed(0)} ms sampled, ${(total / 1000 / requests).toFixed(3)} ms per request over ${requests}\n\nself time by function:\n${top(fn)}\n\nself time by package or file:\n${top(pkg)}\n`,
);
