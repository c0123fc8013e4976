import {
  TRAINER_GENDER_LABELS,
  TRAINER_GENDERS,
  TRAINER_IMAGE_MAX_BYTES,
  type Trainer,
  trainerFields,
  trainerImageTooLarge,
} from "@gym/contracts";
import { schemaResolver } from "@mantine/form";
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

const resolveFields = schemaResolver(trainerFields, { sync: true });

/** The server's own rules (the contract's schema, same texts) plus the photo's type and 5 MB limit. */
export function validateTrainerForm(values: TrainerFormValues): Record<string, string> {
  const { profile_image, ...fields } = values;
  const errors: Record<string, string> = { ...(resolveFields(fields) as Record<string, string>) };
  if (profile_image) {
    if (!TRAINER_IMAGE_TYPES.includes(profile_image.type)) errors.profile_image = TRAINER_IMAGE_TYPE_TEXT;
    else if (profile_image.size > TRAINER_IMAGE_MAX_BYTES) {
      errors.profile_image = trainerImageTooLarge(formatMegabytes(profile_image.size));
    }
  }
  return errors;
}

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
