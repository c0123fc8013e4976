import { successMessageBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { CARD_CODE_INVALID } from "./texts.ts";

/**
 * Member cards (issue 24 §1; decision 0251). The QR holds the card's code: 12 characters of Crockford's
 * base32 (no I, L, O or U), written in three groups of four. It is random (60 bits), not the member's id,
 * and a reissued card revokes the old code.
 */
export const CARD_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CARD_CODE_LENGTH = 12;

/** What was scanned or typed as the stored code: case, spaces and dashes forgiven, O read as 0, I and L as 1. */
export function normaliseCardCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  return code.length === CARD_CODE_LENGTH && [...code].every((c) => CARD_CODE_ALPHABET.includes(c)) ? code : null;
}

/** "K7QXM2PA9D4T" → "K7QX-M2PA-9D4T", as printed under the QR. */
export function formatCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/** A card code as the desk sends it (scanned or typed), read as the stored code. */
export const cardCodeInput = z
  .string({ error: CARD_CODE_INVALID })
  .max(40, { error: CARD_CODE_INVALID })
  .transform((v, ctx) => {
    const code = normaliseCardCode(v);
    if (code === null) ctx.addIssue({ code: "custom", message: CARD_CODE_INVALID });
    return code ?? "";
  });

export const memberCard = z.object({
  member_id: z.number().int(),
  member_code: z.string(),
  member_name: z.string(),
  /** As printed: K7QX-M2PA-9D4T. */
  code: z.string(),
  issued_at: z.string(),
  filename: z.string(),
  /** The one-page card as a PDF (the QR, the name, the member code). */
  pdf_base64: z.string(),
});
export type MemberCard = z.infer<typeof memberCard>;

export const memberCardResponse = successMessageBody({
  card: memberCard,
});
export type MemberCardResponse = z.infer<typeof memberCardResponse>;
