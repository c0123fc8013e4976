import { conflict } from "./http-errors.ts";

/**
 * PostgreSQL's SQLSTATE of a failed statement, found through Prisma's wrappers (P2002 is Prisma's
 * own name for a unique violation; raw queries and driver adapters carry the original code).
 */
/** Prisma's own error codes (P1xxx-P6xxx); SQLSTATE's class P0 (PL/pgSQL) is PostgreSQL's. */
const PRISMA_CODE = /^P[1-9]\d{3}$/;

export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, originalCode, meta } = e as {
      code?: unknown;
      originalCode?: unknown;
      meta?: { code?: unknown; driverAdapterError?: { cause?: { originalCode?: unknown } } };
    };
    if (code === "P2002") return "23505";
    if (code === "P2003") return "23503";
    // A failed raw query is Prisma's P2010; PostgreSQL's own code sits in the driver adapter's error.
    const adapterCode = meta?.driverAdapterError?.cause?.originalCode;
    for (const candidate of [originalCode, adapterCode, meta?.code, code]) {
      if (typeof candidate === "string" && /^[0-9A-Z]{5}$/.test(candidate) && !PRISMA_CODE.test(candidate)) {
        return candidate;
      }
    }
  }
  return undefined;
}

/** A unique index refused the row (23505). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === "23505";
/**
 * A foreign key refused the row, or a delete left rows pointing at it: 23503, or 23001 (restrict_violation)
 * when the key is ON DELETE RESTRICT, as the categories' are. A RESTRICT key checked when its statement
 * ends raises 23001, so a delete that loses the race to a row added meanwhile fails with that code.
 */
export const isForeignKeyViolation = (error: unknown) => {
  const code = sqlState(error);
  return code === "23503" || code === "23001";
};
/** An exclusion constraint refused the row (23P01), e.g. two overlapping bookings of one trainer. */
export const isExclusionViolation = (error: unknown) => sqlState(error) === "23P01";

/** Turns a unique violation raised by `write` into a 409 with `message`. */
export async function uniqueOrConflict<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
