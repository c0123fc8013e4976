import {
  authFields,
  blankToUndefined,
  dbId,
  formBoolean,
  optionalText,
  successMessageBody,
  wholeNumber,
} from "../../common.ts";
import { z } from "../../messages.ts";
import {
  TRAINER_AGE_INVALID,
  TRAINER_GENDER_INVALID,
  TRAINER_NAME_REQUIRED,
  TRAINER_PHONE_INVALID,
} from "./messages.ts";
import { page, pageOf, pageSize } from "./paging.ts";

/** Part 2 §3, §5, §9: trainers. */
export const TRAINER_GENDERS = ["male", "female", "other"] as const;
export const trainerGender = z.enum(TRAINER_GENDERS, { error: TRAINER_GENDER_INVALID });
export type TrainerGender = z.infer<typeof trainerGender>;
export const TRAINER_GENDER_LABELS: Record<TrainerGender, string> = { male: "Male", female: "Female", other: "Other" };

export const TRAINER_NAME_MAX = 100;
export const TRAINER_AGE_MIN = 18;
export const TRAINER_AGE_MAX = 100;
export const TRAINER_AWARD_MAX = 200;
export const TRAINER_DESCRIPTION_MAX = 2000;
/** Trainer photos: the other areas' 5 MB image limit (decision 0120). */
export const TRAINER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const trainerImageTooLarge = (sizeMb: string) =>
  `profile_image: the image is too large (${sizeMb}MB). Maximum allowed size is 5MB.`;

const lower = (v: unknown) => (typeof v === "string" ? v.trim().toLowerCase() : v);

/** Trainer create/update fields (JSON or the text parts of a multipart form). */
export const trainerFields = z.object({
  name: z
    .string({ error: TRAINER_NAME_REQUIRED })
    .trim()
    .min(1, { error: TRAINER_NAME_REQUIRED })
    .max(TRAINER_NAME_MAX, { error: `Name must be at most ${TRAINER_NAME_MAX} characters` }),
  phone_number: z
    .union([z.string(), z.number()], { error: TRAINER_PHONE_INVALID })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{10}$/, { error: TRAINER_PHONE_INVALID })),
  age: wholeNumber(TRAINER_AGE_MIN, TRAINER_AGE_MAX, { invalid: TRAINER_AGE_INVALID }),
  gender: z.preprocess(lower, trainerGender),
  description: optionalText(TRAINER_DESCRIPTION_MAX),
  award: optionalText(TRAINER_AWARD_MAX),
  is_active: z.preprocess(blankToUndefined, formBoolean.optional()),
});
export type TrainerFields = z.infer<typeof trainerFields>;
/** What the web form holds before parsing. */
export type TrainerFormInput = z.input<typeof trainerFields>;

export const trainer = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  award: z.string(),
  phone_number: z.string(),
  age: z.number().int(),
  gender: trainerGender,
  is_active: z.boolean(),
  profile_image: z.string().nullable(),
  rate_count: z.number().int(),
  booking_count: z.number().int(),
  created_at: z.string(),
});
export type Trainer = z.infer<typeof trainer>;

export const TRAINERS_PAGE_SIZE_DEFAULT = 100;
export const TRAINERS_PAGE_SIZE_MAX = 200;

export const listTrainersQuery = z.object({
  ...authFields,
  is_active: z.preprocess(blankToUndefined, formBoolean.optional()),
  search: optionalText(100),
  page,
  page_size: pageSize(TRAINERS_PAGE_SIZE_DEFAULT, TRAINERS_PAGE_SIZE_MAX),
});
export type ListTrainersQuery = z.input<typeof listTrainersQuery>;

export const listTrainersResponse = pageOf(trainer);
export type ListTrainersResponse = z.infer<typeof listTrainersResponse>;

export const trainerResponse = successMessageBody({ trainer });
export type TrainerResponse = z.infer<typeof trainerResponse>;

/** PATCH: Activate/Deactivate (part 2 §4). */
export const patchTrainerBody = z.object({ ...authFields, is_active: formBoolean });

export const deleteTrainerResponse = successMessageBody({
  id: z.number().int(),
  /** True when the trainer had rates or bookings and was deactivated instead (decision 0123). */
  deactivated: z.boolean(),
});
export type DeleteTrainerResponse = z.infer<typeof deleteTrainerResponse>;

export const trainerIdFilter = z.preprocess(blankToUndefined, dbId.optional());
