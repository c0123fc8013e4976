/**
 * `%term%` for LIKE/ILIKE: the term lowercased, its `%`, `_` and `\` taken as literal characters, not
 * wildcards, and NUL dropped (PostgreSQL text cannot hold it; a parameter with one fails the query).
 */
export function likePattern(term: string): string {
  return `%${term
    .toLowerCase()
    .replaceAll("\u0000", "")
    .replace(/[\\%_]/g, "\\$&")}%`;
}
