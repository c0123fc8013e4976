import type { Exercise, ExerciseImageType, ExerciseVideo } from "@gym/contracts";
import type { ExerciseVideo as VideoRow } from "../../../generated/prisma/client.ts";
import { mediaUrl, mediaUrlOrNull } from "../../../uploads/media-url.ts";
import { toExerciseImage } from "../images/present.ts";
import type { ExerciseRow } from "./repository.ts";

export function toExerciseVideo(row: VideoRow): ExerciseVideo {
  return { id: row.id, video_url: mediaUrl(row.video), video_type: row.video_type };
}

/** The read shape of part 1 §3, with the spec's alias pairs (difficulty/difficulty_level, equipment/equipment_needed). */
export function toExercise(row: ExerciseRow): Exercise {
  const images = row.images.map(toExerciseImage);
  const videos = row.videos.map(toExerciseVideo);
  const imagesOf = (type: ExerciseImageType) => images.filter((i) => i.image_type === type);
  const videoOf = (type: string) => videos.find((v) => v.video_type === type)?.video_url ?? null;
  const secondary = row.secondary_muscles.map((s) => s.muscle_group);
  const main_image_url = mediaUrlOrNull(row.main_image);
  const main_video_url = videoOf("MAIN");
  return {
    id: row.id,
    exercise_id: row.exercise_id,
    name: row.name,
    description: row.description,
    instructions: row.instructions,
    tips: row.tips,
    category_id: row.category_id,
    category_name: row.category.name,
    primary_muscle: row.primary_muscle_group.name,
    primary_muscle_group_id: row.primary_muscle_group_id,
    secondary_muscles: secondary.map((m) => m.name),
    secondary_muscle_group_ids: secondary.map((m) => m.id).join(","),
    difficulty: row.difficulty,
    difficulty_level: row.difficulty,
    equipment: row.equipment,
    equipment_needed: row.equipment,
    estimated_duration: row.estimated_duration,
    calories_burned_per_minute:
      row.calories_burned_per_minute === null ? null : row.calories_burned_per_minute.toNumber(),
    form_instructions: row.form_instructions,
    safety_tips: row.safety_tips,
    common_mistakes: row.common_mistakes,
    exercise_type: row.exercise_type,
    force_type: row.force_type,
    mechanics_type: row.mechanics_type,
    is_active: row.is_active,
    muscle_groups: [
      { id: row.primary_muscle_group.id, name: row.primary_muscle_group.name, is_primary: true },
      ...secondary.map((m) => ({ id: m.id, name: m.name, is_primary: false })),
    ],
    tags: row.tags,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    main_image_url,
    main_video_url,
    primary_image: images.find((i) => i.is_primary)?.image_url ?? main_image_url,
    primary_video: videoOf("PRIMARY") ?? main_video_url,
    images,
    primary_muscle_images: imagesOf("PRIMARY_MUSCLE"),
    secondary_muscle_images: imagesOf("SECONDARY_MUSCLE"),
    equipment_images: imagesOf("EQUIPMENT"),
    demo_images: imagesOf("DEMO"),
    demo_videos: videos.filter((v) => v.video_type === "DEMO"),
    form_videos: videos.filter((v) => v.video_type === "FORM"),
    videos,
  };
}
