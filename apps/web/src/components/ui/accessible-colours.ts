/**
 * Mantine's green and orange shades reach only 3–4:1 against white (axe "color-contrast"), so status
 * badges and outlined buttons on white use these darker tones: both are above 4.5:1 with white.
 */
export const SUCCESS_GREEN = "#1e6b2f";
export const WARNING_ORANGE = "#a34a00";
