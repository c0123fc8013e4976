import { hash, verify } from "@node-rs/argon2";

// algorithm 2 is Argon2id (a const enum in the typings, so the value is written out); OWASP's second recommended profile (19 MiB, 2 passes, 1 lane).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the user does not exist so that an unknown
 * user costs the same time as a wrong password and cannot be told apart by timing.
 */
export const DUMMY_HASH = hash("timing-equaliser-not-a-real-password", OPTIONS);
