/**
 * What the owner did with one picture slot of a form: left it as it is, chose a new file, or removed
 * it. Only a new file is uploaded; a removal is sent as `clear` (decision 0152).
 */
export type ImageChoice = { kind: "keep" } | { kind: "new"; file: File } | { kind: "remove" };

export const KEEP: ImageChoice = { kind: "keep" };

/** The picture a slot shows: the chosen file, nothing once removed, else the current URL. */
export function shownImage(choice: ImageChoice, current: string | null): File | string | null {
  if (choice.kind === "new") return choice.file;
  if (choice.kind === "remove") return null;
  return current;
}
