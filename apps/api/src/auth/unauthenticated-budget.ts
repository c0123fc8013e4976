import { Transform } from "node:stream";
import { HttpError } from "../lib/http-errors.ts";

/** Bytes of one JSON body read before its token is known (the documented JSON forms are a few KB). */
export const UNAUTHENTICATED_JSON_BYTES = 64 * 1024;
/**
 * Bytes one address may have in flight, summed over its requests whose token is not known yet: a
 * form that sends its token field after a picture (10 MB at most) still fits; twenty 9 MB files do not.
 */
export const UNAUTHENTICATED_BYTES_PER_ADDRESS = 16 * 1024 * 1024;

export const TOKEN_NOT_FOUND_IN_TIME =
  "No authentication token found. Send the token in the Authorization header, or as a form field before large files.";

/**
 * What requests without a token in their header or query may cost before their body names one
 * (issue 7 §5, decision 0086): bytes are counted as they are read, per client address, and a request
 * that would pass the address's allowance is refused at once (401, connection closed).
 */
export class UnauthenticatedBudget {
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly perAddress = UNAUTHENTICATED_BYTES_PER_ADDRESS) {}

  /** One request's account: `take` as bytes arrive, `release` once authenticated or finished. */
  open(address: string, perRequest = Number.POSITIVE_INFINITY): BudgetTicket {
    let held = 0;
    let open = true;
    return {
      take: (bytes: number) => {
        if (!open) return true;
        const total = (this.inFlight.get(address) ?? 0) + bytes;
        if (total > this.perAddress || held + bytes > perRequest) return false;
        held += bytes;
        this.inFlight.set(address, total);
        return true;
      },
      release: () => {
        if (!open) return;
        open = false;
        const left = (this.inFlight.get(address) ?? 0) - held;
        if (left > 0) this.inFlight.set(address, left);
        else this.inFlight.delete(address);
      },
    };
  }

  /** Bytes now held for an address (tests and diagnostics). */
  held(address: string): number {
    return this.inFlight.get(address) ?? 0;
  }
}

export interface BudgetTicket {
  /** False when these bytes would pass the request's or the address's allowance (nothing is taken then). */
  take(bytes: number): boolean;
  release(): void;
}

export const budgetExceeded = () => new HttpError(401, TOKEN_NOT_FOUND_IN_TIME);

/** A body stream that fails as soon as it passes the ticket's allowance, and releases it when done. */
export function meteredBody(ticket: BudgetTicket): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!ticket.take(chunk.length)) {
        ticket.release();
        done(budgetExceeded());
        return;
      }
      done(null, chunk);
    },
    flush(done) {
      ticket.release();
      done();
    },
    destroy(error, done) {
      ticket.release();
      done(error);
    },
  });
}
