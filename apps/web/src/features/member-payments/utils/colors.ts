/** Money colours with at least 4.5:1 contrast on white and on light tints (WCAG AA). */
export const PAID_COLOR = "#1b5e20";
export const OWED_COLOR = "#a51d1d";
