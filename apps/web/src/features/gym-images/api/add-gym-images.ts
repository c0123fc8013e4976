import { type AddGymImagesResponse, defaultGymImageTitle, type GymImageType, gymImageFields } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateGymImages } from "./use-invalidate-gym-images.ts";

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
export function buildAddGymImagesForm(images: NewGymImage[]): FormData {
  const form = new FormData();
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
  return apiRequest<AddGymImagesResponse>(ADD_GYM_IMAGES_PATH, { method: "POST", body: buildAddGymImagesForm(images) });
}

export function useAddGymImages() {
  const invalidate = useInvalidateGymImages();
  return useMutation({ mutationFn: addGymImages, onSuccess: invalidate });
}
