import type { ProductMotif } from "./seed-motifs.ts";

/** The demo gym's shop (issue 12): supplements, accessories and apparel, with prices in rupees. */
export interface DemoCategory {
  name: string;
  description: string;
  colors: [string, string];
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: "Supplements",
    description: "Protein, creatine and hydration from brands our trainers trust.",
    colors: ["#f76707", "#c92a2a"],
  },
  {
    name: "Accessories",
    description: "Shakers, gloves, belts and bands for every session.",
    colors: ["#1c7ed6", "#364fc7"],
  },
  { name: "Apparel", description: "Training wear with the gym's logo.", colors: ["#0ca678", "#087f5b"] },
];

export interface DemoProduct {
  category: number;
  name: string;
  label: string;
  brand: string;
  short_description: string;
  description: string;
  price: string;
  original_price?: string;
  stock: number;
  threshold?: number;
  featured?: boolean;
  inactive?: boolean;
  rating?: [string, number];
  features: string[];
  usage?: string;
  warnings?: string;
  weight?: string;
  size?: string;
  color?: string;
  sku: string;
  motif: ProductMotif;
  colors: [string, string];
  /** A second picture in other colours. */
  second?: [string, string];
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    category: 0,
    name: "Biozyme Whey Protein 1 kg",
    label: "Whey Protein",
    brand: "MuscleBlaze",
    short_description: "25 g protein per scoop, Rich Chocolate.",
    description: "Whey protein with enhanced absorption enzymes. Lab-tested, FSSAI approved.",
    price: "2899",
    original_price: "3499",
    stock: 18,
    featured: true,
    rating: ["4.5", 1240],
    features: ["25 g protein per 33 g scoop", "5.5 g BCAA", "Enhanced absorption enzymes", "No added sugar"],
    usage: "Mix one scoop in 200 ml cold water or milk. Have it within 30 minutes after training.",
    warnings: "Not for children under 15 or pregnant women. Store in a cool, dry place.",
    weight: "1 kg",
    sku: "MB-BIOZ-1KG-CHOC",
    motif: "tub",
    colors: ["#5c3d2e", "#2b1a12"],
    second: ["#8d6e63", "#4e342e"],
  },
  {
    category: 0,
    name: "Gold Standard 100% Whey 2 lb",
    label: "Gold Standard",
    brand: "Optimum Nutrition",
    short_description: "The classic whey, Double Rich Chocolate.",
    description: "24 g blended whey protein per serving with whey isolate as the main ingredient.",
    price: "3799",
    original_price: "4299",
    stock: 4,
    rating: ["4.7", 860],
    features: ["24 g protein per serving", "Whey isolate first", "Instantised for easy mixing"],
    usage: "One scoop in 180-240 ml water after training.",
    warnings: "Contains milk and soy.",
    weight: "907 g",
    sku: "ON-GSW-2LB",
    motif: "tub",
    colors: ["#f59f00", "#e67700"],
  },
  {
    category: 0,
    name: "Creatine Monohydrate 250 g",
    label: "Creatine",
    brand: "AS-IT-IS",
    short_description: "Unflavoured micronised creatine, 83 servings.",
    description: "Pure creatine monohydrate for strength and power. No fillers.",
    price: "699",
    stock: 25,
    rating: ["4.4", 530],
    features: ["3 g creatine per serving", "Micronised for mixing", "Unflavoured"],
    usage: "3 g a day with water or juice, training days and rest days.",
    warnings: "Drink plenty of water.",
    weight: "250 g",
    sku: "AII-CREA-250",
    motif: "tub",
    colors: ["#868e96", "#343a40"],
  },
  {
    category: 0,
    name: "Impact EAA 250 g",
    label: "EAA",
    brand: "Myprotein",
    short_description: "Essential amino acids, Lemon & Lime.",
    description: "All nine essential amino acids for recovery during long sessions.",
    price: "1599",
    stock: 0,
    rating: ["4.2", 95],
    features: ["All 9 essential amino acids", "Refreshing lemon & lime"],
    weight: "250 g",
    sku: "MYP-EAA-250-LL",
    motif: "tub",
    colors: ["#94d82d", "#2b8a3e"],
  },
  {
    category: 0,
    name: "Reload Electrolyte Tablets (20)",
    label: "Electrolytes",
    brand: "Fast&Up",
    short_description: "Effervescent hydration for hot Indian summers.",
    description: "Sodium, potassium and magnesium to replace what you sweat out.",
    price: "399",
    original_price: "450",
    stock: 40,
    features: ["Sugar-free", "Orange flavour", "One tube = 20 drinks"],
    usage: "One tablet in 250 ml water during training.",
    sku: "FU-RELOAD-20",
    motif: "bottle",
    colors: ["#ff922b", "#d9480f"],
  },
  {
    category: 1,
    name: "Gym Shaker Bottle 700 ml",
    label: "Shaker 700 ml",
    brand: "Boldfit",
    short_description: "Leak-proof shaker with a steel mixing ball.",
    description: "BPA-free shaker with a snap lid and measurement marks.",
    price: "299",
    original_price: "499",
    stock: 35,
    featured: true,
    rating: ["4.3", 410],
    features: ["BPA-free", "Leak-proof snap lid", "Stainless steel mixing ball"],
    usage: "Wash with warm water after every use.",
    color: "Black",
    sku: "BF-SHAKER-700",
    motif: "bottle",
    colors: ["#343a40", "#000000"],
    second: ["#fa5252", "#c92a2a"],
  },
  {
    category: 1,
    name: "Gym Gloves with Wrist Support",
    label: "Gym Gloves",
    brand: "Boldfit",
    short_description: "Padded palms and wrist wraps, pair.",
    description: "Breathable gloves with silicone grip and a wrist strap.",
    price: "549",
    stock: 3,
    rating: ["4.1", 220],
    features: ["Silicone palm grip", "Adjustable wrist strap", "Breathable mesh back"],
    size: "M / L / XL",
    sku: "BF-GLOVE-WS",
    motif: "gloves",
    colors: ["#495057", "#212529"],
  },
  {
    category: 1,
    name: "Resistance Bands Set of 5",
    label: "Bands Set",
    brand: "Strauss",
    short_description: "Five loop bands from extra light to extra heavy.",
    description: "Latex loop bands for warm-ups, glutes and mobility, with a carry pouch.",
    price: "799",
    original_price: "999",
    stock: 12,
    features: ["5 resistance levels", "Natural latex", "Carry pouch included"],
    warnings: "Not for people with a latex allergy.",
    sku: "ST-BANDS-5",
    motif: "band",
    colors: ["#e64980", "#a61e4d"],
  },
  {
    category: 1,
    name: "Leather Lifting Belt",
    label: "Lifting Belt",
    brand: "Kobo",
    short_description: "4-inch genuine leather belt for heavy lifts.",
    description: "Single-prong leather belt for squats and deadlifts.",
    price: "1499",
    stock: 6,
    threshold: 3,
    rating: ["4.6", 75],
    features: ["Genuine leather", "4 inch back support", "Steel single-prong buckle"],
    size: "S / M / L",
    sku: "KOBO-BELT-4",
    motif: "belt",
    colors: ["#a0522d", "#5c2e0e"],
  },
  {
    category: 1,
    name: "Speed Skipping Rope",
    label: "Skipping Rope",
    brand: "Boldfit",
    short_description: "Ball-bearing rope with an adjustable steel cable.",
    description: "Tangle-free speed rope for warm-ups, conditioning and double-unders.",
    price: "349",
    stock: 20,
    rating: ["4.0", 160],
    features: ["Ball-bearing handles", "Adjustable 3 m cable", "Foam grips"],
    sku: "BF-ROPE-SPD",
    motif: "rope",
    colors: ["#fcc419", "#e67700"],
  },
  {
    category: 1,
    name: "Foam Roller 45 cm",
    label: "Foam Roller",
    brand: "Strauss",
    short_description: "High-density roller for recovery.",
    description: "Back in stock after the monsoon sale.",
    price: "649",
    stock: 0,
    inactive: true,
    features: ["High-density EVA foam"],
    sku: "ST-ROLLER-45",
    motif: "band",
    colors: ["#4dabf7", "#1864ab"],
  },
  {
    category: 2,
    name: "Dri-Fit Training T-Shirt",
    label: "Gym T-Shirt",
    brand: "Demo Fitness",
    short_description: "Quick-dry tee with the gym's logo.",
    description: "Lightweight polyester tee that keeps you dry through any class.",
    price: "599",
    stock: 30,
    featured: true,
    features: ["Quick-dry fabric", "Gym logo on the chest", "Sizes S to XXL"],
    size: "S / M / L / XL / XXL",
    color: "Teal",
    sku: "DF-TEE-TEAL",
    motif: "tshirt",
    colors: ["#12b886", "#087f5b"],
    second: ["#343a40", "#000000"],
  },
  {
    category: 2,
    name: "Training Shorts",
    label: "Shorts",
    brand: "Demo Fitness",
    short_description: "Stretch shorts with zip pockets.",
    description: "Four-way stretch shorts for squats, runs and HIIT.",
    price: "699",
    original_price: "899",
    stock: 2,
    features: ["Four-way stretch", "Zip pocket", "Inner lining"],
    size: "S / M / L / XL",
    color: "Black",
    sku: "DF-SHORTS-BLK",
    motif: "shorts",
    colors: ["#495057", "#212529"],
  },
  {
    category: 2,
    name: "Gym Hoodie",
    label: "Hoodie",
    brand: "Demo Fitness",
    short_description: "Warm fleece hoodie for early mornings.",
    description: "Brushed fleece hoodie with kangaroo pocket.",
    price: "1299",
    stock: 9,
    features: ["Brushed fleece", "Kangaroo pocket", "Embroidered logo"],
    size: "M / L / XL",
    color: "Navy",
    sku: "DF-HOOD-NAVY",
    motif: "hoodie",
    colors: ["#364fc7", "#1c2a6b"],
  },
];

/** The gym's WhatsApp number for orders (a demo number). */
export const DEMO_SHOP_WHATSAPP = "9876543210";
