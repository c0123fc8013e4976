import { randomInt } from "node:crypto";
import { availableParallelism } from "node:os";
import { hash } from "@node-rs/argon2";
import { hashPassword } from "../../../lib/passwords.ts";

/**
 * Bulk passwords (docs/decisions/0012-bulk-upload.md). The spec's default `{secret}` is a placeholder,
 * so every member without a password in the file gets a generated one: 16 characters from a
 * 55-letter alphabet without look-alikes (about 92 bits), in groups of four for reading aloud.
 */
const ALPHABET = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function generatePassword(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join("")).join("-");
}

/**
 * Still Argon2id, with 1 MiB and one pass: ~1 ms instead of ~50-100 ms. Enough for a random
 * 92-bit secret (guessing it is infeasible at any hashing speed); the standard profile protects
 * passwords people choose. The parameters are in the hash, so a later sign-in can upgrade it.
 */
const GENERATED_OPTIONS = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export function hashGeneratedPassword(password: string): Promise<string> {
  return hash(password, GENERATED_OPTIONS);
}

/** Hashes many passwords, as many at once as there are cores (the work runs on libuv's threads). */
export async function hashAll(items: { password: string; generated: boolean }[]): Promise<string[]> {
  const out = new Array<string>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) {
      const item = items[i]!;
      out[i] = await (item.generated ? hashGeneratedPassword(item.password) : hashPassword(item.password));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), items.length)) }, worker));
  return out;
}
