import type { ProductMotif } from "./seed-motifs.ts";

/** The demo gym's shop (issue 12): supplements, accessories and apparel, with prices in rupees. */
export interface DemoCategory {
  name: string;
  description: string;
  colors: [string, string];
  motif: ProductMotif;
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: "Supplements",
    description: "Protein, creatine and hydration from brands our trainers trust.",
    colors: ["#f76707", "#c92a2a"],
    motif: "tub",
  },
  {
    name: "Accessories",
    description: "Shakers, gloves, belts and bands for every session.",
    colors: ["#1c7ed6", "#364fc7"],
    motif: "bottle",
  },
  {
    name: "Apparel",
    description: "Training wear with the gym's logo.",
    colors: ["#0ca678", "#087f5b"],
    motif: "tshirt",
  },
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

/** The gym's WhatsApp number for orders (a demo number). */
export const DEMO_SHOP_WHATSAPP = "9876543210";
