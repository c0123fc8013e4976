/**
 * GET requests started by main.tsx before the app's code has arrived (app/first-screen.ts), handed to
 * the first `apiRequest` for the same URL and token instead of a second fetch. No imports: this runs in
 * the first, smallest script of the page.
 */

interface EarlyRequest {
  token: string;
  startedAt: number;
  response: Promise<Response>;
}

/** An answer older than this is not "the first screen's" any more; the screen fetches afresh. */
export const EARLY_RESPONSE_MAX_AGE_MS = 15_000;

const started = new Map<string, EarlyRequest>();

/** Starts GET `url` with the headers apiRequest sends (JSON, Bearer token). */
export function startEarlyRequest(url: string, token: string, now: number = Date.now()): void {
  const response = fetch(url, { headers: { Accept: "application/json", Authorization: `Bearer ${token}` } });
  // A failure is reported to whoever takes the response; an untaken one must not be an unhandled rejection.
  response.catch(() => {});
  started.set(url, { token, startedAt: now, response });
}

/** The early response for `url`, once, if it was started with this token and recently; otherwise undefined. */
export function takeEarlyResponse(
  url: string,
  token: string | null,
  now: number = Date.now(),
): Promise<Response> | undefined {
  const early = started.get(url);
  if (!early) return undefined;
  started.delete(url);
  if (early.token !== token || now - early.startedAt > EARLY_RESPONSE_MAX_AGE_MS) return undefined;
  return early.response;
}

/** For tests: none started, as at a page load (a file's leftovers would answer the next file's requests). */
export function forgetEarlyRequestsForTests(): void {
  started.clear();
}
