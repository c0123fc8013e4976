import { addGymImageFields, SELECT_AT_LEAST_ONE_IMAGE, z } from "@gym/contracts";

/**
 * What the Add Images form kit checks, as the server checks the call (issue 8 §2: every form validates
 * with its contract schema): at least one image (the spec's 'Please select at least one image'), each
 * image's fields by `addGymImageFields`.
 */
export const newImagesSchema = z.object({
  images: z.array(addGymImageFields).min(1, { error: SELECT_AT_LEAST_ONE_IMAGE }),
});

/**
 * The form's one line from the kit's errors: the empty batch's message, else the first image's problem,
 * named by its place in the batch ('Image 2: ...'); null when there is none.
 */
export function newImagesProblem(errors: Record<string, unknown>): string | null {
  if (typeof errors.images === "string") return errors.images;
  const perImage = Object.entries(errors)
    .map(([key, message]) => ({ index: /^images\.(\d+)\./.exec(key)?.[1], message }))
    .filter((e): e is { index: string; message: string } => e.index !== undefined && typeof e.message === "string")
    .sort((a, b) => Number(a.index) - Number(b.index));
  const first = perImage[0];
  return first ? `Image ${Number(first.index) + 1}: ${first.message}` : null;
}
