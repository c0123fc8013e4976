import { HANG_MS, type Sent } from "./client.ts";
import { count, type Outcome, outcome } from "./outcome.ts";

export interface KillWindow {
  name: string;
  /** ms since the traffic started: the signal was sent / the process was gone. */
  from: number;
  to: number;
}

/** What the processes' logs say about a request id: who received it, and whether it answered. */
export type Received = Map<string, { name: string; answered: boolean }>;

export function receivedFrom(logs: { name: string; line: Record<string, unknown> }[]): Received {
  const received: Received = new Map();
  for (const { name, line } of logs) {
    if (typeof line.reqId !== "string") continue;
    if (line.msg === "incoming request") received.set(line.reqId, { name, answered: false });
    if (line.msg === "request completed") received.set(line.reqId, { name, answered: true });
  }
  return received;
}

const FAILED = new Set([0, 502, 503, 504]);
/** How long after the process was gone HAProxy may take to end the tries it had sent there. */
const GRACE_MS = 3_000;

/**
 * No request failed but those in flight on the killed process: every other try was answered, every
 * request ended with a 200 (a 4xx or a 500 is a failure of the run: the desks never ask for anything the
 * server should refuse), and no try took as long as a hang. A failed try counts as cut by the kill when
 * the killed process's log shows it received that request id and never answered it, or, for one its log
 * does not show (not read yet, or its line not yet written when it died), when HAProxy ended it within
 * seconds of the kill: with a 502 naming the process, or, on a kept-alive client connection, by closing
 * it without an answer (HAProxy's way of asking the client to retry; it logs nothing for those).
 */
export function checkFailures(sent: Sent[], kill: KillWindow, received: Received): { outcome: Outcome; cut: number } {
  const problems: string[] = [];
  let logged = 0;
  let unread = 0;
  let closed = 0;
  let cutPayments = 0;
  for (const s of sent) {
    for (const a of s.attempts) {
      if (!FAILED.has(a.status)) continue;
      const seen = received.get(a.id);
      const inFlight = a.start <= kill.to && a.end >= kill.from;
      if (inFlight && seen?.name === kill.name && !seen.answered) logged++;
      else if (inFlight && !seen && a.end <= kill.to + GRACE_MS && (a.servedBy ?? kill.name) === kill.name) {
        unread++;
        if (a.servedBy === null) closed++;
      } else {
        problems.push(
          `${s.kind}: try ${a.id} at ${(a.start / 1000).toFixed(2)} s via ${a.servedBy ?? seen?.name ?? "?"} ended ${a.status || a.error}`,
        );
        continue;
      }
      if (s.key) cutPayments++;
    }
    if (s.status !== 200)
      problems.push(`${s.kind}${s.key ? ` ${s.key}` : ""}: answered ${s.status} ${JSON.stringify(s.body ?? "")}`);
    const slow = s.attempts.find((a) => a.end - a.start >= HANG_MS);
    if (slow) problems.push(`${s.kind}: a try took ${((slow.end - slow.start) / 1000).toFixed(1)} s`);
  }
  const cut = logged + unread;
  return {
    cut,
    outcome: outcome(
      "no request failed other than those in flight on the killed process",
      problems,
      `${count(cut)} tr${cut === 1 ? "y" : "ies"} cut by the kill of ${kill.name} (${cutPayments} payment(s), ${cut - cutPayments} read(s); ${logged} in its log as received and never answered, ${unread} not in its log, ended by HAProxy as it died: ${unread - closed} with a 502, ${closed} by closing the connection), each sent again and answered; every request ended with a 200`,
    ),
  };
}
