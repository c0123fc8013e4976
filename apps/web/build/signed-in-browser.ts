// The dashboard's session in a browser (issue 28 §1, decision 0308), for the tools that measure the signed-in
// dashboard (lighthouse-dashboard.ts, dashboard-cpu.ts): the owner's sign-in through the API, and a headless
// Chromium with a fresh profile whose localStorage holds it, written from a page of the same origin that loads
// none of the dashboard's files (/health), so its HTTP cache stays empty.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { chromePath } from "./lighthouse.ts";

/** The demo gym of README ("Demo sign-in"). */
export const DEMO = { schema_name: "demo_gym", username: "owner", password: "gymowner123" };
/** POST /api/android/auth/login/ (part 1 §7), as SignInForm calls it. */
const SIGN_IN_PATH = "/api/android/auth/login/";

/** The keys of lib/session-storage.ts (the spec's `gym_token` and `gym_user_data`). */
export const STORAGE_KEYS = { token: "gym_token", user: "gym_user_data" } as const;

export interface SignedIn {
  token: string;
  user: Record<string, unknown>;
}

export async function signIn(base: string, credentials = DEMO): Promise<SignedIn> {
  const answer = await fetch(`${base}${SIGN_IN_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(credentials),
  });
  const body = (await answer.json()) as Record<string, unknown>;
  if (!answer.ok || typeof body.token !== "string") {
    throw new Error(
      `sign-in as ${credentials.username}@${credentials.schema_name} failed: ${answer.status} ${JSON.stringify(body)}`,
    );
  }
  const { token, success: _success, ...user } = body;
  return { token, user };
}

/** The debugging port Chromium listens on; with port 0 it picks one and writes it into the profile. */
async function waitForDebugger(port: number, profile: string, child: ChildProcess): Promise<number> {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) throw new Error(`Chromium exited (${child.exitCode}) before listening`);
    const chosen = port || Number(readIfThere(join(profile, "DevToolsActivePort")).split("\n")[0]);
    if (chosen) {
      try {
        const answer = await fetch(`http://127.0.0.1:${chosen}/json/version`);
        if (answer.ok) return chosen;
      } catch {
        // not yet listening
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("Chromium did not open its debugging port");
}

function readIfThere(file: string): string {
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

/** A headless Chromium with a fresh profile whose localStorage holds the session for `base` (port 0: any free one). */
export async function signedInBrowser(
  base: string,
  session: SignedIn,
  port: number,
): Promise<{ port: number; stop: () => Promise<void> }> {
  const executable = chromePath();
  if (!executable) throw new Error("no Chromium: set CHROME_PATH (Debian: /usr/bin/chromium)");
  const profile = mkdtempSync(join(tmpdir(), "gym-lighthouse-profile-"));
  const child = spawn(
    executable,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "--no-first-run",
      "--no-default-browser-check",
      "--disable-background-networking",
      "--disable-extensions",
      "--disable-sync",
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGKILL");
    await exited;
    // Chromium's helper processes can still be writing its cache for a moment after the browser has exited.
    for (let attempt = 1; ; attempt++) {
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
        return;
      } catch (error) {
        if (attempt === 5) return void console.warn(`left the browser profile ${profile}: ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };
  try {
    const listening = await waitForDebugger(port, profile, child);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${listening}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error("Chromium has no default context");
    const page = await context.newPage();
    // JSON, not the dashboard: only the origin's storage is touched, the HTTP cache stays without the app's files.
    await page.goto(`${base}/health`);
    await page.evaluate(
      ({ keys, token, user }) => {
        localStorage.setItem(keys.token, token);
        localStorage.setItem(keys.user, JSON.stringify(user));
      },
      { keys: STORAGE_KEYS, token: session.token, user: session.user },
    );
    await page.close();
    await browser.close(); // over CDP: disconnects; the browser stays for Lighthouse
    return { port: listening, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
