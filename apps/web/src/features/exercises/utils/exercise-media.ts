import type { Exercise, ExerciseImage, ExerciseImageType, ExerciseVideo } from "../api/types.ts";

/** The image sections of the detail page, in the spec's order (part 1 §2). */
export interface ImageSection {
  key: "primary" | "primary-muscle" | "secondary-muscle" | "equipment" | "demo" | "other";
  title: string;
  images: { url: string; alt: string; image?: ExerciseImage }[];
  /** The image types the section's delete control removes (delete-image works by type). */
  deletableTypes: ExerciseImageType[];
}

export interface VideoSection {
  key: "main" | "primary" | "demo" | "form" | "other";
  title: string;
  urls: string[];
}

/** Images without alt text are described by their exercise and type, so none is silent to screen readers. */
const asItems = (images: readonly ExerciseImage[], exerciseName: string) =>
  images.map((image) => ({
    url: image.image_url,
    alt: image.alt_text || `${exerciseName}: ${image.image_type.toLowerCase().replace(/_/g, " ")} image`,
    image,
  }));

function presentTypes(images: readonly ExerciseImage[]): ExerciseImageType[] {
  return [...new Set(images.map((image) => image.image_type))];
}

/** Card image of an exercise: its main image, else its primary image, else none. */
export function coverImageUrl(exercise: Pick<Exercise, "main_image_url" | "primary_image">): string | null {
  return exercise.main_image_url || exercise.primary_image || null;
}

export function imageSections(exercise: Exercise): ImageSection[] {
  const grouped = new Set(
    [
      ...exercise.primary_muscle_images,
      ...exercise.secondary_muscle_images,
      ...exercise.equipment_images,
      ...exercise.demo_images,
    ].map((image) => image.id),
  );
  const others = exercise.images.filter((image) => !grouped.has(image.id));
  const primary = exercise.primary_image;
  return [
    {
      key: "primary",
      title: "Primary Image",
      images: primary ? [{ url: primary, alt: `${exercise.name} primary image` }] : [],
      deletableTypes: [],
    },
    {
      key: "primary-muscle",
      title: "Primary Muscle Images",
      images: asItems(exercise.primary_muscle_images, exercise.name),
      deletableTypes: ["PRIMARY_MUSCLE"],
    },
    {
      key: "secondary-muscle",
      title: "Secondary Muscle Images",
      images: asItems(exercise.secondary_muscle_images, exercise.name),
      deletableTypes: ["SECONDARY_MUSCLE"],
    },
    {
      key: "equipment",
      title: "Equipment Images",
      images: asItems(exercise.equipment_images, exercise.name),
      deletableTypes: ["EQUIPMENT"],
    },
    {
      key: "demo",
      title: "Demo Images",
      images: asItems(exercise.demo_images, exercise.name),
      deletableTypes: ["DEMO"],
    },
    {
      key: "other",
      title: "Other Images",
      images: asItems(others, exercise.name),
      deletableTypes: presentTypes(others),
    },
  ];
}

const urlsOf = (videos: readonly ExerciseVideo[]) => videos.map((video) => video.video_url);

/** Video sections (part 1 §2: main, primary, demo, form, other); a URL is shown once, in its first section. */
export function videoSections(exercise: Exercise): VideoSection[] {
  const shown = new Set<string>();
  const once = (urls: (string | null)[]) =>
    urls.filter((url): url is string => {
      if (!url || shown.has(url)) return false;
      shown.add(url);
      return true;
    });
  const typed = new Set(["MAIN", "PRIMARY", "DEMO", "FORM"]);
  return [
    { key: "main", title: "Main Video", urls: once([exercise.main_video_url]) },
    { key: "primary", title: "Primary Video", urls: once([exercise.primary_video]) },
    { key: "demo", title: "Demo Videos", urls: once(urlsOf(exercise.demo_videos)) },
    { key: "form", title: "Form Videos", urls: once(urlsOf(exercise.form_videos)) },
    {
      key: "other",
      title: "Other Videos",
      urls: once(urlsOf(exercise.videos.filter((video) => !typed.has(video.video_type)))),
    },
  ];
}

/** "Total media counts" of the advanced settings: distinct image and video files of the exercise. */
export function mediaCounts(exercise: Exercise): { images: number; videos: number } {
  const images = new Set([exercise.main_image_url, ...exercise.images.map((image) => image.image_url)].filter(Boolean));
  const videos = new Set([exercise.main_video_url, exercise.primary_video, ...urlsOf(exercise.videos)].filter(Boolean));
  return { images: images.size, videos: videos.size };
}
