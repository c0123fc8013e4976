/** Multipart bodies of the category and muscle-group calls (part 1 §7). */

export interface CategoryInput {
  name: string;
  description: string;
  /** Only sent when chosen: an edit without a new picture keeps the old one. */
  image: File | null;
}

export interface MuscleGroupInput extends CategoryInput {
  display_order: number;
  is_active: boolean;
}

export function categoryFormData({ name, description, image }: CategoryInput): FormData {
  const form = new FormData();
  form.append("name", name.trim());
  form.append("description", description.trim());
  if (image) form.append("image", image);
  return form;
}

export function muscleGroupFormData(input: MuscleGroupInput): FormData {
  const form = categoryFormData(input);
  form.append("display_order", String(input.display_order));
  form.append("is_active", String(input.is_active));
  return form;
}
