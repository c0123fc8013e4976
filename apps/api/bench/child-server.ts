// A server the bench started as a child process (on a port from free-port.ts): waiting until it answers, its memory.
import { readFileSync } from "node:fs";

export async function waitUntilServing(base: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server at ${base} did not answer /health within 30 s`);
}

/** The resident memory of process `pid`, in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Signs a gym's owner in through the built server at `base` and answers the token. A gym the start's
 * background check has not reached yet answers 503 + Retry-After (decision 0061): asked again 100 ms later.
 */
export async function signInOwner(base: string, schema: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/android/auth/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ schema_name: schema, username: "owner", password, user_type: "admin" }),
  });
  if (res.status === 503) {
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 100));
    return signInOwner(base, schema, password);
  }
  const token = ((await res.json()) as { token?: string }).token;
  if (!token) throw new Error(`sign-in failed for ${schema}: ${res.status}`);
  return token;
}
