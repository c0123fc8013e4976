import {
  TRAINER_GENDER_LABELS,
  TRAINER_GENDERS,
  TRAINER_IMAGE_MAX_BYTES,
  type Trainer,
  trainerFields,
  trainerImageTooLarge,
  z,
} from "@gym/contracts";
import { formatMegabytes } from "../../../lib/file-size.ts";

/** The add/edit trainer form (part 2 §3, §5): texts as typed, the photo as a File. */
export interface TrainerFormValues {
  name: string;
  phone_number: string;
  age: number | string;
  gender: string;
  description: string;
  award: string;
  profile_image: File | null;
}

export const GENDER_OPTIONS = TRAINER_GENDERS.map((value) => ({ value, label: TRAINER_GENDER_LABELS[value] }));

/** The image types the server takes (by content, decision 0120). */
export const TRAINER_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];
export const TRAINER_IMAGE_TYPE_TEXT = "profile_image: only image files are allowed (JPG, PNG, GIF, WebP)";

export function emptyTrainerForm(): TrainerFormValues {
  return { name: "", phone_number: "", age: "", gender: "", description: "", award: "", profile_image: null };
}

export function trainerFormFrom(trainer: Trainer): TrainerFormValues {
  return {
    name: trainer.name,
    phone_number: trainer.phone_number,
    age: trainer.age,
    gender: trainer.gender,
    description: trainer.description,
    award: trainer.award,
    profile_image: null,
  };
}

/**
 * What the form kit checks: the server's own rules (the contract's `trainerFields`, same texts) plus the
 * photo's type and 5 MB limit, which the server checks on the upload itself.
 */
export const trainerFormSchema = trainerFields.extend({
  profile_image: z.custom<File | null>().superRefine((file, ctx) => {
    if (!file) return;
    if (!TRAINER_IMAGE_TYPES.includes(file.type)) ctx.addIssue({ code: "custom", message: TRAINER_IMAGE_TYPE_TEXT });
    else if (file.size > TRAINER_IMAGE_MAX_BYTES) {
      ctx.addIssue({ code: "custom", message: trainerImageTooLarge(formatMegabytes(file.size)) });
    }
  }),
});

/** Multipart fields; the photo only when one was chosen (an edit without one keeps the current photo). */
export function trainerFormData(values: TrainerFormValues): FormData {
  const form = new FormData();
  form.append("name", values.name.trim());
  form.append("phone_number", values.phone_number.trim());
  form.append("age", String(values.age).trim());
  form.append("gender", values.gender);
  form.append("description", values.description.trim());
  form.append("award", values.award.trim());
  if (values.profile_image) form.append("profile_image", values.profile_image, values.profile_image.name);
  return form;
}
