import type { GymImageType } from "@gym/contracts";

/** The demo gallery: about a dozen pictures across the five types, some featured. */
export interface DemoImage {
  title: string;
  description: string;
  type: GymImageType;
  featured?: boolean;
  colors: [string, string];
}

export const DEMO_IMAGES: DemoImage[] = [
  {
    title: "Cardio Zone",
    description: "Treadmills, bikes and rowers facing the city.",
    type: "FACILITY",
    featured: true,
    colors: ["#ff7a59", "#c2255c"],
  },
  {
    title: "Locker Rooms",
    description: "Fresh lockers, showers and a sauna.",
    type: "FACILITY",
    colors: ["#4dabf7", "#1864ab"],
  },
  { title: "Reception", description: "Say hello at the front desk.", type: "FACILITY", colors: ["#ffd43b", "#f08c00"] },
  {
    title: "Free Weights",
    description: "Dumbbells from 2 to 50 kg.",
    type: "EQUIPMENT",
    featured: true,
    colors: ["#495057", "#212529"],
  },
  {
    title: "Squat Racks",
    description: "Four racks with platforms and bumper plates.",
    type: "EQUIPMENT",
    colors: ["#748ffc", "#3b5bdb"],
  },
  {
    title: "Cable Machines",
    description: "Dual cable stations for every muscle group.",
    type: "EQUIPMENT",
    colors: ["#20c997", "#087f5b"],
  },
  {
    title: "Yoga Class",
    description: "Morning flow, every weekday at 7.",
    type: "CLASS",
    featured: true,
    colors: ["#b197fc", "#6741d9"],
  },
  {
    title: "Spin Class",
    description: "45 minutes, loud music, no excuses.",
    type: "CLASS",
    colors: ["#ff8787", "#e03131"],
  },
  {
    title: "HIIT Circuit",
    description: "Short, sharp intervals in small groups.",
    type: "CLASS",
    colors: ["#ffa94d", "#d9480f"],
  },
  {
    title: "Member Spotlight",
    description: "Our members, our pride.",
    type: "GALLERY",
    colors: ["#66d9e8", "#0b7285"],
  },
  {
    title: "Summer Challenge",
    description: "Six weeks, one goal. Prizes for the top ten.",
    type: "EVENT",
    featured: true,
    colors: ["#ffe066", "#e8590c"],
  },
  {
    title: "Open House",
    description: "Bring a friend: free classes all day.",
    type: "EVENT",
    colors: ["#8ce99a", "#2b8a3e"],
  },
];

/** Line-art motifs per image type (SVG in a 960×640 box), drawn in white over the gradient. */
export const MOTIFS: Record<GymImageType, string> = {
  FACILITY: `<g fill="none" stroke="#fff" stroke-width="10" opacity="0.85">
      <rect x="330" y="150" width="300" height="230" rx="12"/>
      <path d="M300 160 L480 70 L660 160"/>
      <rect x="450" y="280" width="60" height="100"/>
      <rect x="365" y="200" width="55" height="45"/><rect x="540" y="200" width="55" height="45"/></g>`,
  EQUIPMENT: `<g fill="#fff" opacity="0.9">
      <rect x="330" y="245" width="300" height="26" rx="13"/>
      <rect x="290" y="175" width="44" height="166" rx="10"/><rect x="250" y="200" width="40" height="116" rx="10"/>
      <rect x="626" y="175" width="44" height="166" rx="10"/><rect x="670" y="200" width="40" height="116" rx="10"/></g>`,
  CLASS: `<g fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.88">
      <circle cx="480" cy="130" r="38"/>
      <path d="M480 170 L480 300 M480 210 L380 160 M480 210 L580 160 M480 300 L400 390 M480 300 L560 390"/></g>`,
  GALLERY: `<g fill="none" stroke="#fff" stroke-width="10" opacity="0.88">
      <rect x="330" y="150" width="300" height="210" rx="26"/>
      <circle cx="480" cy="255" r="62"/><rect x="380" y="118" width="80" height="34" rx="8"/></g>`,
  EVENT: `<g fill="#fff" opacity="0.9">
      <path d="M480 80 L512 178 L615 178 L532 238 L563 336 L480 276 L397 336 L428 238 L345 178 L448 178 Z"/>
      <circle cx="300" cy="120" r="12"/><circle cx="660" cy="110" r="10"/><circle cx="250" cy="300" r="9"/>
      <circle cx="700" cy="300" r="13"/><circle cx="620" cy="380" r="8"/><circle cx="330" cy="390" r="10"/></g>`,
};
