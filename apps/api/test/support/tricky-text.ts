/** Text that JSON must escape, or that a hand-written serialiser gets wrong (the compiled serialisers' tests). */
export const TRICKY_TEXT: readonly string[] = [
  'quote " backslash \\ slash /',
  "tab\tnewline\ncarriage\rformfeed\fbackspace\b nul\u0000 bell\u0007",
  "line separator \u2028 paragraph \u2029",
  "Devanagari देवनागरी, Tamil தமிழ், emoji 🏋️‍♀️",
  "lone surrogates \ud800 and \udfff",
  "</script><script>alert(1)</script>",
  "",
];

/**
 * Of those, the ones the route tests write into a gym's rows: PostgreSQL's text takes no NUL, and none with a
 * surrogate that no low surrogate follows (which also leaves out the emoji line).
 */
export const STORABLE_TRICKY_TEXT: readonly string[] = TRICKY_TEXT.filter(
  (text) => !text.includes("\u0000") && !/[\ud800-\udfff](?![\udc00-\udfff])/.test(text),
);
