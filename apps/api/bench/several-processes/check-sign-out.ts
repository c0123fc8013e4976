import { SESSION_CACHE_MS } from "../../src/auth/sessions.ts";
import { type Outcome, outcome } from "./outcome.ts";
import { sleep } from "./processes.ts";
import { signIn } from "./traffic.ts";

async function session(port: number, token: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/session/`, {
    headers: { authorization: `Token ${token}` },
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * A sign-out through one process counts in the others at once (decision 0391): the session row's trigger
 * sends NOTIFY as the sign-out commits, and each process's listener forgets its cached answer. A process
 * that had just accepted the token (and cached it, decision 0089) must refuse it within LISTENER_LAG_MS,
 * the time a notice takes to cross one machine; without the listener it would be SESSION_CACHE_MS.
 * Both kinds of process are checked, and the time each took to refuse is reported.
 */
const LISTENER_LAG_MS = 1_000;

export async function checkSignOut(
  haproxy: string,
  ports: { name: string; port: number }[],
  gym: string,
): Promise<Outcome> {
  const problems: string[] = [];
  const [first, ...others] = ports;
  // 1. A token every process has just accepted (and cached), signed out through the first.
  const warm = await signIn(haproxy, gym);
  for (const p of ports) if ((await session(p.port, warm)) !== 200) problems.push(`${p.name} refused a live token`);
  const out = await fetch(`http://127.0.0.1:${first!.port}/api/android/auth/logout/`, {
    method: "POST",
    headers: { authorization: `Token ${warm}`, "content-type": "application/json" },
    body: "{}",
  });
  if (out.status !== 200) problems.push(`sign-out through ${first!.name} answered ${out.status}`);
  const signedOutAt = performance.now();
  if ((await session(first!.port, warm)) !== 401)
    problems.push(`${first!.name} accepted the token after signing it out`);
  const lags: string[] = [];
  for (const p of others) {
    let status = await session(p.port, warm);
    while (status !== 401 && performance.now() - signedOutAt < SESSION_CACHE_MS + 2_000) {
      await sleep(20);
      status = await session(p.port, warm);
    }
    const lag = performance.now() - signedOutAt;
    if (status !== 401 || lag > LISTENER_LAG_MS)
      problems.push(`${p.name} still accepted the token ${(lag / 1000).toFixed(2)} s after sign-out`);
    lags.push(`${p.name} after ${lag.toFixed(0)} ms`);
  }
  for (let i = 0; i < ports.length; i++) {
    const res = await fetch(`${haproxy}/api/auth/session/`, { headers: { authorization: `Token ${warm}` } });
    await res.arrayBuffer();
    if (res.status !== 401) problems.push(`through HAProxy the signed-out token got ${res.status}`);
  }
  // 2. A token the other processes have not seen: refused by each at once.
  const cold = await signIn(`http://127.0.0.1:${first!.port}`, gym);
  await fetch(`http://127.0.0.1:${first!.port}/api/android/auth/logout/`, {
    method: "POST",
    headers: { authorization: `Token ${cold}`, "content-type": "application/json" },
    body: "{}",
  }).then((r) => r.arrayBuffer());
  for (const p of others) {
    const status = await session(p.port, cold);
    if (status !== 401)
      problems.push(`${p.name} answered ${status} at once for a token signed out through ${first!.name}`);
  }
  return outcome(
    "a sign-out through one process is refused (401) by the others",
    problems,
    `signed out through ${first!.name}: refused there at once; by processes that had just accepted the token ${lags.join(", ")} (decision 0391: the listener, at most ${LISTENER_LAG_MS} ms; without it up to ${SESSION_CACHE_MS / 1000} s); by processes that had not, at once`,
  );
}
