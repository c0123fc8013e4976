import { randomBytes } from "node:crypto";
import { CARD_CODE_ALPHABET, CARD_CODE_LENGTH } from "@gym/contracts";

/**
 * A new card code (decision 0251): 12 characters of Crockford's base32 from the system's random source,
 * 60 bits, so a code cannot be guessed from another card or a member's id.
 */
export function newCardCode(): string {
  const bytes = randomBytes(CARD_CODE_LENGTH);
  return [...bytes].map((b) => CARD_CODE_ALPHABET[b % 32]).join("");
}
