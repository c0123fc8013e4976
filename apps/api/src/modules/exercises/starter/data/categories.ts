import type { StarterCategory } from "./types.ts";

export const starterCategories: StarterCategory[] = [
  {
    name: "Strength Training",
    description: "Lifting against resistance with free weights, machines or body weight to build muscle and strength.",
    display_order: 1,
    colour: "#D64545",
  },
  {
    name: "Cardio",
    description: "Sustained, rhythmic work on machines or on the gym floor that trains the heart and lungs.",
    display_order: 2,
    colour: "#F08C2E",
  },
  {
    name: "Core",
    description: "Exercises for the abs, obliques and lower back that keep the trunk strong and stable.",
    display_order: 3,
    colour: "#2F80C9",
  },
  {
    name: "Plyometrics",
    description: "Jumps and explosive moves that teach muscles to produce force quickly.",
    display_order: 4,
    colour: "#8A4FBF",
  },
  {
    name: "Functional",
    description: "Carries, swings and full-body patterns that carry over to everyday tasks and sport.",
    display_order: 5,
    colour: "#7A5C3E",
  },
  {
    name: "Flexibility & Mobility",
    description: "Controlled movement drills that open up the joints, ideal for warm-ups and recovery days.",
    display_order: 6,
    colour: "#3E9E5A",
  },
  {
    name: "Stretching",
    description: "Held stretches that lengthen tight muscles, best done after training or as a cool-down.",
    display_order: 7,
    colour: "#1FA6A6",
  },
];
