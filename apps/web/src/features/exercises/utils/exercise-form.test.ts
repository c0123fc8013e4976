import { describe, expect, it } from "vitest";
import { contractErrors } from "../../../components/form/contract-resolver.ts";
import {
  type ExerciseFormValues,
  emptyExerciseForm,
  exerciseFormData,
  exerciseFormKit,
  exerciseFormValues,
  mainImageFormData,
} from "./exercise-form.ts";
import { categoryFormData, muscleGroupFormData } from "./group-forms.ts";

const png = new File([new Uint8Array([1])], "main.png", { type: "image/png" });

describe("emptyExerciseForm (part 1 §9 defaults)", () => {
  it("starts BEGINNER, BODYWEIGHT, PULL, COMPOUND and active", () => {
    expect(emptyExerciseForm()).toMatchObject({
      difficulty: "BEGINNER",
      equipment: "BODYWEIGHT",
      force_type: "PULL",
      mechanics_type: "COMPOUND",
      is_active: true,
      secondary_muscle_group_ids: [],
    });
  });
});

/** The one message the create and edit forms show for these values, through the form kit's validator. */
const exerciseFormProblem = (values: ExerciseFormValues) =>
  contractErrors(exerciseFormKit.schema, values, exerciseFormKit.toPayload, exerciseFormKit.fieldOf).form ?? null;

describe("exerciseFormKit (part 1 §5, with the contract's createExerciseFields)", () => {
  const required = "Name, Category, and Primary Muscle Group are required";
  const ready = { ...emptyExerciseForm(), name: " Row ", category_id: "1", primary_muscle_group_id: "2" };

  it("needs a trimmed name, a category and a primary muscle group", () => {
    expect(exerciseFormProblem(ready)).toBeNull();
    expect(exerciseFormProblem({ ...ready, name: "   " })).toBe(required);
    expect(exerciseFormProblem({ ...ready, category_id: null })).toBe(required);
    expect(exerciseFormProblem({ ...ready, primary_muscle_group_id: null })).toBe(required);
  });

  it("refuses what the server would refuse, in its words", () => {
    expect(exerciseFormProblem({ ...ready, estimated_duration: 2000 })).toMatch(/estimated_duration/);
  });
});

describe("exerciseFormData", () => {
  it("sends trimmed text, comma-separated ids and tags, flags as text and the files", () => {
    const form = exerciseFormData({
      ...emptyExerciseForm(),
      name: "  Cable Row ",
      tips: " Keep your back flat ",
      category_id: "3",
      primary_muscle_group_id: "4",
      secondary_muscle_group_ids: ["5", "4", "6"],
      estimated_duration: 10,
      tags: [" back ", "", "pull"],
      main_image: png,
    });
    expect(form.get("name")).toBe("Cable Row");
    expect(form.get("tips")).toBe("Keep your back flat");
    expect(form.get("category_id")).toBe("3");
    expect(form.get("primary_muscle_group_id")).toBe("4");
    // The primary group is never also a secondary one.
    expect(form.get("secondary_muscle_group_ids")).toBe("5,6");
    expect(form.get("estimated_duration")).toBe("10");
    expect(form.get("calories_burned_per_minute")).toBe("");
    expect(form.get("tags")).toBe("back,pull");
    expect(form.get("is_active")).toBe("true");
    expect(form.get("difficulty")).toBe("BEGINNER");
    expect((form.get("main_image") as File).name).toBe("main.png");
    expect(form.has("main_video")).toBe(false);
  });

  it("leaves out unchosen selects so the server reports the required fields", () => {
    const form = exerciseFormData(emptyExerciseForm());
    expect(form.has("category_id")).toBe(false);
    expect(form.has("primary_muscle_group_id")).toBe(false);
  });

  it("round-trips an exercise through the edit form", () => {
    const values = exerciseFormValues({
      name: "Push Up",
      description: "d",
      category_id: 2,
      primary_muscle_group_id: 7,
      secondary_muscle_group_ids: "8, 9",
      difficulty: "ADVANCED",
      difficulty_level: "ADVANCED",
      equipment: "BARBELL",
      equipment_needed: "BARBELL",
      exercise_type: "CARDIO",
      force_type: "PUSH",
      mechanics_type: "ISOLATION",
      estimated_duration: null,
      calories_burned_per_minute: 7.5,
      instructions: "i",
      tips: "t",
      form_instructions: "f",
      safety_tips: "s",
      common_mistakes: "c",
      tags: ["chest"],
      is_active: false,
    } as Parameters<typeof exerciseFormValues>[0]);
    expect(values).toMatchObject({
      category_id: "2",
      primary_muscle_group_id: "7",
      secondary_muscle_group_ids: ["8", "9"],
      difficulty: "ADVANCED",
      equipment: "BARBELL",
      estimated_duration: "",
      calories_burned_per_minute: 7.5,
      tags: ["chest"],
      is_active: false,
      main_image: null,
    });
  });

  it("sends only the file for a main image update", () => {
    expect([...mainImageFormData(png).keys()]).toEqual(["main_image"]);
  });
});

describe("category and muscle group bodies", () => {
  it("trim the texts and add the image only when chosen", () => {
    const category = categoryFormData({ name: " Cardio ", description: " Heart ", image: null });
    expect([...category.entries()]).toEqual([
      ["name", "Cardio"],
      ["description", "Heart"],
    ]);
    const group = muscleGroupFormData({
      name: "Calves",
      description: "",
      image: png,
      display_order: 0,
      is_active: true,
    });
    expect(group.get("display_order")).toBe("0");
    expect(group.get("is_active")).toBe("true");
    expect((group.get("image") as File).name).toBe("main.png");
  });
});
