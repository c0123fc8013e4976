import { addGymImageFields, SELECT_AT_LEAST_ONE_IMAGE } from "@gym/contracts";
import { firstProblem } from "../../../lib/first-problem.ts";
import type { NewGymImage } from "../api/add-gym-images.ts";

/**
 * The Add Images form checked as the server checks the call (issue 8 §2: every form validates with its
 * contract schema): none picked is the spec's 'Please select at least one image'; otherwise the first
 * image whose fields `addGymImageFields` refuses, named by its place in the batch.
 */
export function newImagesProblem(images: NewGymImage[]): string | null {
  if (images.length === 0) return SELECT_AT_LEAST_ONE_IMAGE;
  for (const [index, image] of images.entries()) {
    const problem = firstProblem(addGymImageFields, image);
    if (problem) return `Image ${index + 1}: ${problem}`;
  }
  return null;
}
