import { SERVED_BY } from "./haproxy.ts";

/** One try of a request: when, how it ended, and which API process answered (none: HAProxy did). */
export interface Attempt {
  /** Its x-request-id: the API processes log it with the request (Fastify's reqId). */
  id: string;
  /** ms since the traffic started. */
  start: number;
  end: number;
  /** The HTTP status, or 0 when the connection failed or the request timed out. */
  status: number;
  servedBy: string | null;
  error?: string;
}

/** A request as its client saw it: every try, and the answer it finally got. */
export interface Sent {
  kind: string;
  desk: number;
  /** The Idempotency-Key of a payment (the same on every try). */
  key?: string;
  /** What the payment was for: a record (mark-paid) or a member (create-by-member), and the paise. */
  target?: number;
  paise?: number;
  attempts: Attempt[];
  /** The last try's status (0: no answer after every try). */
  status: number;
  body?: unknown;
}

/** Answers that say "the request may not have been handled": the client sends it again, same key. */
const RETRY = new Set([0, 502, 503, 504]);
const MAX_TRIES = 40;
let sequence = 0;
/** Longer than any answer should take: a request still open then counts as a hang. */
export const HANG_MS = 30_000;

/**
 * Sends one request through HAProxy and, when the connection drops or a 502/503/504 comes back, sends
 * it again with the same body and headers (so a payment keeps its Idempotency-Key) until it gets an
 * answer: what a careful client does, and what decision 0182's key is for.
 */
export async function send(
  base: string,
  t0: number,
  request: { kind: string; desk: number; method: string; path: string; headers: Record<string, string> },
  extra: Pick<Sent, "key" | "target" | "paise"> & { json?: unknown } = {},
): Promise<Sent> {
  const sent: Sent = {
    kind: request.kind,
    desk: request.desk,
    key: extra.key,
    target: extra.target,
    paise: extra.paise,
    attempts: [],
    status: 0,
  };
  const headers: Record<string, string> = { ...request.headers };
  if (extra.key) headers["idempotency-key"] = extra.key;
  if (extra.json !== undefined) headers["content-type"] = "application/json";
  const n = ++sequence;
  for (let i = 0; i < MAX_TRIES; i++) {
    const id = `several-${n}-${i + 1}`;
    const start = performance.now() - t0;
    let attempt: Attempt;
    try {
      const res = await fetch(`${base}${request.path}`, {
        method: request.method,
        headers: { ...headers, "x-request-id": id },
        body: extra.json === undefined ? undefined : JSON.stringify(extra.json),
        signal: AbortSignal.timeout(HANG_MS),
      });
      const text = await res.text();
      attempt = { id, start, end: performance.now() - t0, status: res.status, servedBy: res.headers.get(SERVED_BY) };
      // Kept for payments (the record they answer) and for anything but a 200, to report it.
      if (extra.key || res.status !== 200) sent.body = parse(text);
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      attempt = { id, start, end: performance.now() - t0, status: 0, servedBy: null, error: cause ?? String(error) };
    }
    sent.attempts.push(attempt);
    sent.status = attempt.status;
    if (!RETRY.has(attempt.status)) return sent;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return sent;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, 200);
  }
}
