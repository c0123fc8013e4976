import { z } from "@gym/contracts";
import { optionalUpload } from "./uploaded-file.ts";

/**
 * A numbered batch's form fields (`image_1`, `title_1`, ... up to `image_<count>`) declared in the
 * route's body schema, so the OpenAPI document shows them and the catalogue-driven tests (fuzz, forged
 * uploads) reach them. Files must be this request's uploads (`fileError` otherwise); the other fields
 * pass through to the area's batch reader, which applies the spec's rules and texts to them.
 */
export function numberedFields(
  count: number,
  names: (n: number) => Record<string, string>,
  fileKey: string,
  fileError: (field: string) => string,
): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (let n = 1; n <= count; n++) {
    for (const [key, field] of Object.entries(names(n))) {
      shape[field] = key === fileKey ? optionalUpload(fileError(field)) : z.unknown().optional();
    }
  }
  return shape;
}
