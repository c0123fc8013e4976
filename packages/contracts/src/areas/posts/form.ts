import { blankToUndefined, formBoolean, INT4_MAX, wholeNumber } from "../../common.ts";
import { z } from "../../messages.ts";
import { decimalPlaces, decimalText } from "../../money.ts";
import { isDateTimeText } from "./date-time.ts";
import { POST_COLOR_INVALID, POST_DATE_TIME_INVALID, POST_URL_INVALID } from "./messages.ts";

/*
 * Form helpers for posts (internal: not re-exported). Multipart fields arrive as text. On create a
 * blank field means "not given" (the default applies); on update an omitted field keeps its value
 * and a blank one clears it (decision 0142): so blank becomes "" or null here, absent stays undefined.
 */

const isBlank = (v: unknown) => v === null || (typeof v === "string" && v.trim() === "");
const lower = (v: unknown) => (typeof v === "string" ? v.trim().toLowerCase() : v);

/** Text that a blank value clears (""). */
export const clearableText = (max: number, label: string) =>
  z.preprocess(
    (v) => (v === null ? "" : v),
    z
      .string()
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters` })
      .optional(),
  );

/** A whole number or null (blank clears it); `message` for anything else or out of range. */
export const clearableInt = (min: number, max: number, message: string) =>
  z.preprocess((v) => (isBlank(v) ? null : v), wholeNumber(min, max, { invalid: message }).nullable().optional());

/** A percentage 0-100 with at most two decimals, as exact decimal text, or null (blank clears it). */
export const clearablePercent = (message: string) =>
  z.preprocess(
    (v) => (isBlank(v) ? null : v),
    z
      .union([z.number(), z.string()], { error: message })
      .transform((v, ctx) => {
        const text = decimalText(v);
        if (text === null || decimalPlaces(text) > 2 || Number(text) < 0 || Number(text) > 100) {
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return String(Number(text));
      })
      .nullable()
      .optional(),
  );

/** An http(s) URL, or "" (blank clears it). */
export const clearableUrl = (label: string) =>
  z.preprocess(
    (v) => (isBlank(v) ? "" : typeof v === "string" ? v.trim() : v),
    z
      .union(
        [
          z.literal(""),
          z
            .url({ protocol: /^https?$/, hostname: /^[^\s]+$/, error: POST_URL_INVALID(label) })
            .max(500, { error: `${label} must be at most 500 characters` }),
        ],
        { error: POST_URL_INVALID(label) },
      )
      .optional(),
  );

/** A date-time text (see date-time.ts), or null (blank clears it). */
export const clearableDateTime = (label: string) =>
  z.preprocess(
    (v) => (isBlank(v) ? null : v),
    z
      .string({ error: POST_DATE_TIME_INVALID(label) })
      .trim()
      .refine(isDateTimeText, { error: POST_DATE_TIME_INVALID(label) })
      .nullable()
      .optional(),
  );

/** #RRGGBB, upper-cased; blank means "not given". */
export const formColor = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: POST_COLOR_INVALID(label) })
      .trim()
      .regex(/^#[0-9a-f]{6}$/i, { error: POST_COLOR_INVALID(label) })
      .transform((s) => s.toUpperCase())
      .optional(),
  );

/** An enum value, any case; blank means "not given". */
export const formEnumOf = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => lower(blankToUndefined(v)), schema.optional());

export const optionalFormBoolean = z.preprocess(blankToUndefined, formBoolean.optional());

/** A row id, or null (blank clears it); within the id columns' range like `dbId`. */
export const clearableId = (message: string) => clearableInt(1, INT4_MAX, message);
