import { blankToUndefined, dbIdWith, INT4_MAX, isStorableText, unstorableText, wholeNumber } from "../../common.ts";
import { z } from "../../messages.ts";
import { decimalPlaces, decimalText } from "../../money.ts";
import {
  DIFFICULTY_INVALID,
  DISPLAY_ORDER_AT_LEAST_1,
  FOOD_CATEGORY_REQUIRED,
  figureNegative,
  figureNotNumber,
  figureRequired,
  figureTooLarge,
  figureTooPrecise,
} from "./messages.ts";

/** Part 2 §3: EASY, MEDIUM, HARD; EASY by default (§9). */
export const FOOD_DIFFICULTIES = ["EASY", "MEDIUM", "HARD"] as const;
export type FoodDifficulty = (typeof FOOD_DIFFICULTIES)[number];
export const FOOD_DIFFICULTY_LABELS: Record<FoodDifficulty, string> = { EASY: "Easy", MEDIUM: "Medium", HARD: "Hard" };
export const DEFAULT_FOOD_DIFFICULTY: FoodDifficulty = "EASY";

/** numeric(8,2): the largest figure a food item can hold. */
export const FOOD_FIGURE_MAX = "999999.99";

/**
 * A nutrition figure or a time (part 2 §5): a JSON number or numeric text, at least 0, at most two
 * decimals ("step 0.01"). The parsed value is the exact decimal text ("12.5"), never a float sum.
 */
export const figure = (label: string) =>
  z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input == null ? figureRequired(label) : figureNotNumber(label)),
    })
    .transform((value, ctx) => {
      if (typeof value === "string" && value.trim() === "") {
        ctx.addIssue({ code: "custom", message: figureRequired(label) });
        return z.NEVER;
      }
      const text = decimalText(value);
      const fail = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      if (text === null) return fail(figureNotNumber(label));
      if (text.startsWith("-") && Number(text) !== 0) return fail(figureNegative(label));
      if (decimalPlaces(text) > 2) return fail(figureTooPrecise(label));
      if (Number(text) > Number(FOOD_FIGURE_MAX)) return fail(figureTooLarge(label, FOOD_FIGURE_MAX));
      return text.replace(/^-/, "");
    });

/** An optional figure: blank or null means none (null); omitted means not given (undefined). */
export const optionalFigure = (label: string) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), figure(label).nullable().optional());

/** Free text that may be emptied: null or blank is "", omitted is not given. Trimmed, storable, bounded. */
export const clearableText = (max: number) =>
  z.preprocess(
    (v) => (v === null ? "" : v),
    z
      .string()
      .trim()
      .max(max)
      .refine(isStorableText, { error: (issue) => unstorableText(String(issue.path?.at(-1) ?? "text")) })
      .optional(),
  );

/** The food's diet category id; missing, blank or not an id is the one text. */
export const dietCategoryId = z.preprocess(blankToUndefined, dbIdWith({ invalid: FOOD_CATEGORY_REQUIRED }));

/** EASY/MEDIUM/HARD in any case; blank means not given. */
export const difficultyLevel = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : v.trim().toUpperCase()) : v),
  z.enum(FOOD_DIFFICULTIES, { error: DIFFICULTY_INVALID }).optional(),
);

/** Diet category display_order: a whole number of at least 1 (part 2 §5); blank means the default 1. */
export const displayOrder = z.preprocess(
  blankToUndefined,
  wholeNumber(1, INT4_MAX, { invalid: DISPLAY_ORDER_AT_LEAST_1 }).optional(),
);
