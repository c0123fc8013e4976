import { z } from "./messages.ts";

/**
 * The GST identification number (GSTIN): 2-digit state code, the holder's PAN (5 letters, 4 digits,
 * a letter), the entity number, "Z", and a check character computed from the first 14 (decision 0222).
 * One definition for the gym's own GSTIN (payment settings) and a member's (a company paying for
 * staff memberships), so the form, the API and bulk upload refuse the same mistakes.
 */

export const GSTIN_INVALID = "Please enter a valid 15-character GSTIN (like 29ABCDE1234F1ZW)";
export const GSTIN_MISTYPED =
  "This GSTIN has a typing mistake: its last character does not match the first 14. Please copy it again from the GST certificate";

export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** GST state and union territory codes (the GST portal's list), the first two characters of a GSTIN. */
export const GST_STATES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "25": "Daman and Diu",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "28": "Andhra Pradesh (before division)",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
  "99": "Centre Jurisdiction",
};

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The 15th character of a GSTIN from its first 14: each character's base-36 value times 1 or 2
 * (alternating, from the left), the product's two base-36 digits added, and the sum's complement
 * modulo 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with an (upper-case) GSTIN: its shape or state code, its check character, or nothing. */
export function gstinProblem(gstin: string): "shape" | "check" | null {
  if (!GSTIN_PATTERN.test(gstin) || !(gstin.slice(0, 2) in GST_STATES)) return "shape";
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : "check";
}

/** The state a GSTIN is registered in, from its first two digits; null for a code not on the list. */
export function gstinState(gstin: string): { code: string; name: string } | null {
  const code = gstin.slice(0, 2);
  const name = GST_STATES[code];
  return name ? { code, name } : null;
}

/** People paste GSTINs with spaces and in lower case; both are dropped before the checks. */
const normalise = (v: unknown) => {
  if (v === null || v === undefined) return undefined;
  if (typeof v !== "string") return v;
  const s = v.replace(/\s+/g, "").toUpperCase();
  return s === "" ? undefined : s;
};

/** An optional GSTIN field: blank is null; anything else must be a real GSTIN. */
export const optionalGstin = z.preprocess(
  normalise,
  z
    .string({ error: GSTIN_INVALID })
    .superRefine((v, ctx) => {
      const problem = gstinProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: problem === "check" ? GSTIN_MISTYPED : GSTIN_INVALID });
    })
    .optional()
    .transform((v) => v ?? null),
);
