import { type AddGymImagesResponse, defaultGymImageTitle, type GymImageType, gymImageFields } from "@gym/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { getStoredUser } from "../../../lib/session-storage.ts";
import { GYM_IMAGES_KEY } from "./get-gym-images.ts";

/** POST /api/android/gyms/images/add/ (part 1 §7): multipart image_N, image_type_N, title_N, description_N, is_featured_N. */
export const ADD_GYM_IMAGES_PATH = "/api/android/gyms/images/add/";

export interface NewGymImage {
  file: File;
  title: string;
  description: string;
  image_type: GymImageType;
  is_featured: boolean;
}

/** Numbered from 1 in the order shown; a blank title becomes 'Image N' (part 1 §5). */
export function buildAddGymImagesForm(images: NewGymImage[], schemaName?: string): FormData {
  const form = new FormData();
  if (schemaName) form.append("schema_name", schemaName);
  images.forEach((image, i) => {
    const n = i + 1;
    const names = gymImageFields(n);
    form.append(names.image, image.file, image.file.name);
    form.append(names.image_type, image.image_type);
    form.append(names.title, image.title.trim() || defaultGymImageTitle(n));
    form.append(names.description, image.description.trim());
    form.append(names.is_featured, String(image.is_featured));
  });
  return form;
}

export function addGymImages(images: NewGymImage[]): Promise<AddGymImagesResponse> {
  const body = buildAddGymImagesForm(images, getStoredUser()?.schema_name);
  return apiRequest<AddGymImagesResponse>(ADD_GYM_IMAGES_PATH, { method: "POST", body });
}

export function useAddGymImagesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGymImages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GYM_IMAGES_KEY }),
  });
}
