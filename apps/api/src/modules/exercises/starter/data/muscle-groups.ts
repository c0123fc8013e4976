import type { StarterMuscleGroup } from "./types.ts";

export const starterMuscleGroups: StarterMuscleGroup[] = [
  {
    name: "Chest",
    description: "The pectoral muscles at the front of the upper body, used in pressing and hugging movements.",
    display_order: 1,
    colour: "#D9534F",
  },
  {
    name: "Back",
    description: "The lats, rhomboids and traps of the upper and middle back, used for pulling and posture.",
    display_order: 2,
    colour: "#3B6FB6",
  },
  {
    name: "Shoulders",
    description: "The front, side and rear deltoids that lift and rotate the arms.",
    display_order: 3,
    colour: "#E8A33D",
  },
  {
    name: "Biceps",
    description: "The muscles at the front of the upper arm that bend the elbow and turn the palm up.",
    display_order: 4,
    colour: "#C2577A",
  },
  {
    name: "Triceps",
    description: "The three-headed muscle at the back of the upper arm that straightens the elbow.",
    display_order: 5,
    colour: "#9B59B6",
  },
  {
    name: "Forearms",
    description: "The muscles between elbow and wrist that control grip and wrist movement.",
    display_order: 6,
    colour: "#A0785A",
  },
  {
    name: "Abs",
    description:
      "The front core muscles, including the rectus and transverse abdominis, that brace and bend the trunk.",
    display_order: 7,
    colour: "#F2C14E",
  },
  {
    name: "Obliques",
    description: "The muscles along the sides of the waist that rotate and side-bend the trunk and resist twisting.",
    display_order: 8,
    colour: "#E07B39",
  },
  {
    name: "Glutes",
    description: "The muscles of the buttocks that extend, rotate and stabilise the hips.",
    display_order: 9,
    colour: "#D35D8A",
  },
  {
    name: "Quadriceps",
    description: "The four muscles at the front of the thigh that straighten the knee.",
    display_order: 10,
    colour: "#4A9D5B",
  },
  {
    name: "Hamstrings",
    description: "The muscles at the back of the thigh that bend the knee and extend the hip.",
    display_order: 11,
    colour: "#2E8B8B",
  },
  {
    name: "Calves",
    description: "The muscles of the lower leg that point the foot and absorb landings.",
    display_order: 12,
    colour: "#6C7A89",
  },
  {
    name: "Hip Flexors",
    description: "The muscles at the front of the hip that lift the knee toward the chest.",
    display_order: 13,
    colour: "#B7950B",
  },
  {
    name: "Lower Back",
    description: "The spinal erectors and nearby muscles that keep the spine upright and extend it.",
    display_order: 14,
    colour: "#7D5BA6",
  },
  {
    name: "Full Body",
    description: "Movements that share the work across many muscle groups at once.",
    display_order: 15,
    colour: "#34495E",
  },
];
