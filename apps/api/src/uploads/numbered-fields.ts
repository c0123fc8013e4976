import type { z } from "@gym/contracts";
import { optionalUpload } from "./uploaded-file.ts";

/**
 * A numbered batch's form fields (`image_1`, `title_1`, ... up to `image_<count>`) declared in the
 * route's body schema, so the OpenAPI document shows them with their types and the catalogue-driven
 * tests (fuzz, forged uploads, wrong JSON types) reach them. Files must be this request's uploads
 * (`fileError` otherwise); every other field is checked by `fields[key]`, the area's schema for one
 * image's field (optional, no defaults: a slot without an image stays empty), and the area's batch
 * reader then applies the spec's rules and defaults to the slots that carry an image.
 */
export function numberedFields(
  count: number,
  names: (n: number) => Record<string, string>,
  fileKey: string,
  fileError: (field: string) => string,
  fields: Record<string, z.ZodType>,
): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (let n = 1; n <= count; n++) {
    for (const [key, field] of Object.entries(names(n))) {
      const schema = key === fileKey ? optionalUpload(fileError(field)) : fields[key];
      if (!schema) throw new Error(`numberedFields: no schema for ${key}`);
      shape[field] = schema;
    }
  }
  return shape;
}
