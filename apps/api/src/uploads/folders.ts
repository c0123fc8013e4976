/**
 * Every area's media folder under `<upload dir>/<schema>/`, in one place so two areas never share
 * one by accident and a storage migration has one list to read (decisions 0007, 0021, 0045).
 */
export const MEDIA_FOLDERS = {
  members: "members",
  gymImages: "gym-images",
  exerciseCategories: "exercise-categories",
  muscleGroups: "muscle-groups",
  exercises: "exercises",
  dietCategories: "diet-categories",
  feedback: "feedback",
  productCategories: "product-categories",
  products: "products",
  posts: "posts",
  trainers: "trainers",
} as const;

export type MediaFolder = (typeof MEDIA_FOLDERS)[keyof typeof MEDIA_FOLDERS];
