import type { GymImageType, UpdateGymImageResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateGymImages } from "./use-invalidate-gym-images.ts";

/** PATCH /api/android/gyms/images/{id}/update/ (part 1 §7): title, description, image_type, is_featured, optional image. */
export const updateGymImagePath = (id: number) => `/api/android/gyms/images/${id}/update/`;

export interface GymImageChanges {
  id: number;
  title: string;
  description: string;
  image_type: GymImageType;
  is_featured: boolean;
  /** A replacement picture; none keeps the current one. */
  image: File | null;
}

export function buildUpdateGymImageForm(changes: GymImageChanges): FormData {
  const form = new FormData();
  form.append("title", changes.title.trim());
  form.append("description", changes.description.trim());
  form.append("image_type", changes.image_type);
  form.append("is_featured", String(changes.is_featured));
  if (changes.image) form.append("image", changes.image, changes.image.name);
  return form;
}

export function updateGymImage(changes: GymImageChanges): Promise<UpdateGymImageResponse> {
  return apiRequest<UpdateGymImageResponse>(updateGymImagePath(changes.id), {
    method: "PATCH",
    body: buildUpdateGymImageForm(changes),
  });
}

export function useUpdateGymImage() {
  const invalidate = useInvalidateGymImages();
  return useMutation({ mutationFn: updateGymImage, onSuccess: invalidate });
}
