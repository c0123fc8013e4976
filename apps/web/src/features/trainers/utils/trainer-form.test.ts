import { TRAINER_AGE_INVALID, TRAINER_NAME_REQUIRED, TRAINER_PHONE_INVALID } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { contractErrors } from "../../../components/form/contract-resolver.ts";
import {
  emptyTrainerForm,
  TRAINER_IMAGE_TYPE_TEXT,
  type TrainerFormValues,
  trainerFormData,
  trainerFormSchema,
} from "./trainer-form.ts";

/** What the form kit shows for these values. */
const validateTrainerForm = (values: TrainerFormValues) => contractErrors(trainerFormSchema, values);

const valid = (extra: Partial<TrainerFormValues> = {}): TrainerFormValues => ({
  ...emptyTrainerForm(),
  name: "Ravi Kumar",
  phone_number: "9876543210",
  age: 32,
  gender: "male",
  ...extra,
});
const picture = (type: string, size = 10) => new File([new Uint8Array(size)], "p.png", { type });

describe("trainer form rules (part 2 §5) with the server's texts", () => {
  it("accepts a complete trainer", () => {
    expect(validateTrainerForm(valid())).toEqual({});
  });

  it("refuses each field at its boundary with the contract's message", () => {
    expect(validateTrainerForm(valid({ name: "  " })).name).toBe(TRAINER_NAME_REQUIRED);
    expect(validateTrainerForm(valid({ name: "x".repeat(101) })).name).toBe("Name must be at most 100 characters");
    expect(validateTrainerForm(valid({ name: "x".repeat(100) })).name).toBeUndefined();
    for (const phone of ["987654321", "98765432101", "98765abc10"]) {
      expect(validateTrainerForm(valid({ phone_number: phone })).phone_number).toBe(TRAINER_PHONE_INVALID);
    }
    for (const age of [17, 101, "", 30.5]) {
      expect(validateTrainerForm(valid({ age })).age).toBe(TRAINER_AGE_INVALID);
    }
    for (const age of [18, 100, "45"]) expect(validateTrainerForm(valid({ age })).age).toBeUndefined();
    expect(validateTrainerForm(valid({ gender: "" })).gender).toBeTruthy();
  });

  it("checks the photo's type and its 5 MB limit", () => {
    expect(validateTrainerForm(valid({ profile_image: picture("application/pdf") })).profile_image).toBe(
      TRAINER_IMAGE_TYPE_TEXT,
    );
    expect(validateTrainerForm(valid({ profile_image: picture("image/png", 5 * 1024 * 1024) }))).toEqual({});
    expect(
      validateTrainerForm(valid({ profile_image: picture("image/png", 5 * 1024 * 1024 + 1) })).profile_image,
    ).toMatch(/too large \(5\.00MB\)/);
  });
});

describe("trainer multipart form", () => {
  it("sends trimmed texts and the photo only when one is chosen", () => {
    const without = trainerFormData(valid({ name: " Asha ", award: " Gold " }));
    expect(without.get("name")).toBe("Asha");
    expect(without.get("award")).toBe("Gold");
    expect(without.get("age")).toBe("32");
    expect(without.get("profile_image")).toBeNull();
    const withPhoto = trainerFormData(valid({ profile_image: picture("image/png") }));
    expect((withPhoto.get("profile_image") as File).name).toBe("p.png");
  });
});
