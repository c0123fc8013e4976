/** The gym's public page: its read's contract (decision 0140) and the texts both its renderers share. */
export * from "./gym.ts";
export * from "./html-query.ts";
export * from "./labels.ts";
