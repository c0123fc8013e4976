import type { RateType, TrainerGender } from "@gym/contracts";

/** The demo gym's trainers (part 2 §3), their charges in rupees and their regular session slots. */
export interface DemoTrainer {
  name: string;
  gender: TrainerGender;
  age: number;
  phone_number: string;
  description: string;
  award: string;
  colors: [string, string];
  rates: Partial<Record<RateType, string>>;
  /** Start times of the one-hour sessions the trainer takes ("HH:MM"). */
  slots: string[];
}

export const DEMO_TRAINERS: DemoTrainer[] = [
  {
    name: "Ravi Kumar",
    gender: "male",
    age: 34,
    phone_number: "9845012345",
    description: "Strength and conditioning coach. Powerlifting programmes for beginners and intermediates.",
    award: "Karnataka State Powerlifting Champion 2019",
    colors: ["#1864ab", "#4dabf7"],
    rates: { hour: "600", month: "4500", "3month": "12000", "6month": "22000" },
    slots: ["06:00", "07:00", "18:00", "19:00"],
  },
  {
    name: "Priya Nair",
    gender: "female",
    age: 29,
    phone_number: "9886023456",
    description: "Yoga and mobility; certified for prenatal yoga. Morning batches and one-to-one sessions.",
    award: "RYT-500 Certified Yoga Teacher",
    colors: ["#862e9c", "#da77f2"],
    rates: { hour: "500", day: "1200", month: "3500", "3month": "9500" },
    slots: ["06:30", "07:30", "08:30", "17:00"],
  },
  {
    name: "Arjun Singh",
    gender: "male",
    age: 41,
    phone_number: "9900134567",
    description: "Functional fitness and HIIT. Helps members train for treks and half-marathons.",
    award: "CrossFit Level 2 Trainer",
    colors: ["#c92a2a", "#ff8787"],
    rates: { hour: "700", month: "5000", "6month": "26000" },
    slots: ["07:00", "17:30", "18:30", "19:30"],
  },
  {
    name: "Sneha Patil",
    gender: "female",
    age: 26,
    phone_number: "9741245678",
    description: "Zumba and dance fitness. Runs the weight-loss group on weekday evenings.",
    award: "Licensed Zumba Instructor",
    colors: ["#e8590c", "#ffa94d"],
    rates: { hour: "450", day: "1000", month: "3000" },
    slots: ["08:00", "10:00", "18:00", "20:00"],
  },
  {
    name: "Mohammed Irfan",
    gender: "male",
    age: 38,
    phone_number: "9620356789",
    description: "Bodybuilding and contest preparation, with diet planning alongside the training.",
    award: "Mr. Karnataka 2016, bronze",
    colors: ["#2b8a3e", "#69db7c"],
    rates: { hour: "800", month: "6000", "3month": "16500", "6month": "30000" },
    slots: ["05:30", "06:30", "19:00", "20:00"],
  },
];

export const BOOKING_NOTES = [
  "",
  "",
  "",
  "Focus on squat form",
  "Knee rehab: no jumping",
  "Preparing for a half-marathon",
  "Wants a diet check-in too",
  "",
];

export const ASSIGNMENT_NOTES = [
  "",
  "Slow and controlled",
  "Rest 60 seconds between sets",
  "Increase weight next week",
  "",
];

/** A small deterministic hash, so the demo data is the same on every fresh start. */
export function mix(...values: number[]): number {
  let h = 2166136261;
  for (const v of values) h = Math.imul(h ^ v, 16777619) >>> 0;
  return h % 1000;
}
