/**
 * Background colours for initials avatars, each dark enough that white initials read at 4.5:1 or more
 * (WCAG AA; Mantine's own "initials" colours gave 3.3-4.3:1). The same name always gets the same colour.
 */
export const INITIALS_COLORS = [
  "blue.9",
  "indigo.9",
  "violet.9",
  "grape.9",
  "pink.9",
  "red.9",
  "cyan.9",
  "teal.9",
] as const;

export function initialsColor(name: string): (typeof INITIALS_COLORS)[number] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return INITIALS_COLORS[hash % INITIALS_COLORS.length] ?? "blue.9";
}
