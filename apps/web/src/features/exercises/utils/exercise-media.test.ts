import { describe, expect, it } from "vitest";
import type { Exercise, ExerciseImage, ExerciseVideo } from "../api/types.ts";
import { coverImageUrl, imageSections, mediaCounts, videoSections } from "./exercise-media.ts";

const image = (id: number, image_type: ExerciseImage["image_type"], is_primary = false): ExerciseImage => ({
  id,
  image_url: `/media/ex/${id}.png`,
  image_type,
  is_primary,
  alt_text: `alt ${id}`,
});
const video = (id: number, video_type: ExerciseVideo["video_type"]): ExerciseVideo => ({
  id,
  video_url: `/media/ex/v${id}.mp4`,
  video_type,
});

function exerciseWith(overrides: Partial<Exercise>): Exercise {
  return {
    id: 1,
    exercise_id: "EX1001",
    name: "Push Up",
    description: "",
    instructions: "",
    tips: "",
    category_id: 1,
    category_name: "Strength",
    primary_muscle: "Chest",
    primary_muscle_group_id: 1,
    secondary_muscles: [],
    secondary_muscle_group_ids: "",
    difficulty: "BEGINNER",
    difficulty_level: "BEGINNER",
    equipment: "BODYWEIGHT",
    equipment_needed: "BODYWEIGHT",
    estimated_duration: null,
    calories_burned_per_minute: null,
    form_instructions: "",
    safety_tips: "",
    common_mistakes: "",
    exercise_type: "STRENGTH",
    force_type: "PUSH",
    mechanics_type: "COMPOUND",
    is_active: true,
    muscle_groups: [],
    tags: [],
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
    main_image_url: null,
    main_video_url: null,
    primary_image: null,
    primary_video: null,
    images: [],
    primary_muscle_images: [],
    secondary_muscle_images: [],
    equipment_images: [],
    demo_images: [],
    demo_videos: [],
    form_videos: [],
    videos: [],
    ...overrides,
  };
}

describe("imageSections (part 1 §2)", () => {
  const demo = image(1, "DEMO");
  const equipment = image(2, "EQUIPMENT", true);
  const bodyMap = image(3, "BODY_MAP");
  const form = image(4, "FORM");
  const exercise = exerciseWith({
    primary_image: equipment.image_url,
    images: [demo, equipment, bodyMap, form],
    demo_images: [demo],
    equipment_images: [equipment],
  });

  it("lists the six sections in the spec's order", () => {
    expect(imageSections(exercise).map((s) => s.title)).toEqual([
      "Primary Image",
      "Primary Muscle Images",
      "Secondary Muscle Images",
      "Equipment Images",
      "Demo Images",
      "Other Images",
    ]);
  });

  it("puts typed images in their section and the rest under other images", () => {
    const byKey = Object.fromEntries(imageSections(exercise).map((s) => [s.key, s]));
    expect(byKey.primary?.images.map((i) => i.url)).toEqual(["/media/ex/2.png"]);
    expect(byKey.demo?.images.map((i) => i.image?.id)).toEqual([1]);
    expect(byKey.equipment?.images.map((i) => i.image?.id)).toEqual([2]);
    expect(byKey.other?.images.map((i) => i.image?.id)).toEqual([3, 4]);
    expect(byKey.other?.deletableTypes).toEqual(["BODY_MAP", "FORM"]);
    expect(byKey["primary-muscle"]?.deletableTypes).toEqual(["PRIMARY_MUSCLE"]);
    expect(byKey.primary?.deletableTypes).toEqual([]);
    expect(byKey.demo?.images[0]?.alt).toBe("alt 1");
  });
});

describe("image alt text", () => {
  it("falls back to the exercise and the image type", () => {
    const bare = { ...image(9, "BODY_MAP"), alt_text: "" };
    const [other] = imageSections(exerciseWith({ images: [bare] })).filter((s) => s.key === "other");
    expect(other?.images[0]?.alt).toBe("Push Up: body map image");
  });
});

describe("videoSections", () => {
  it("shows each video once, in the first section it belongs to", () => {
    const main = video(1, "MAIN");
    const exercise = exerciseWith({
      main_video_url: main.video_url,
      primary_video: main.video_url,
      demo_videos: [video(2, "DEMO")],
      form_videos: [video(3, "FORM")],
      videos: [main, video(2, "DEMO"), video(3, "FORM"), video(4, "OTHER")],
    });
    expect(videoSections(exercise).map((s) => [s.key, s.urls])).toEqual([
      ["main", ["/media/ex/v1.mp4"]],
      ["primary", []],
      ["demo", ["/media/ex/v2.mp4"]],
      ["form", ["/media/ex/v3.mp4"]],
      ["other", ["/media/ex/v4.mp4"]],
    ]);
  });
});

describe("mediaCounts and coverImageUrl", () => {
  it("counts distinct image and video files", () => {
    const exercise = exerciseWith({
      main_image_url: "/media/ex/main.png",
      images: [image(1, "DEMO"), image(2, "FORM")],
      main_video_url: "/media/ex/v1.mp4",
      primary_video: "/media/ex/v1.mp4",
      videos: [video(1, "MAIN"), video(5, "OTHER")],
    });
    expect(mediaCounts(exercise)).toEqual({ images: 3, videos: 2 });
    expect(mediaCounts(exerciseWith({}))).toEqual({ images: 0, videos: 0 });
  });

  it("uses the main image for cards, else the primary image", () => {
    expect(coverImageUrl({ main_image_url: "/a.png", primary_image: "/b.png" })).toBe("/a.png");
    expect(coverImageUrl({ main_image_url: null, primary_image: "/b.png" })).toBe("/b.png");
    expect(coverImageUrl({ main_image_url: "", primary_image: null })).toBeNull();
  });
});
