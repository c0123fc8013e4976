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

/** A high surrogate no low one follows, or a low one no high one precedes (`isWellFormed` is ES2024). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Of those, the ones the route tests write into a gym's rows: PostgreSQL's text takes no NUL and no lone
 * surrogate (UTF-8 cannot hold one); the emoji line's surrogate pairs are well formed and stored.
 */
export const STORABLE_TRICKY_TEXT: readonly string[] = TRICKY_TEXT.filter(
  (text) => !text.includes("\u0000") && !LONE_SURROGATE.test(text),
);
