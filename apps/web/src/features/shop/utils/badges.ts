import { productBadges as badgeRules, type ProductBadgeTone } from "@gym/contracts";

/** Colours chosen for WCAG AA text contrast (decision 0034): dark text on light fills, white on dark ones. */
export interface Badge {
  label: string;
  color: string;
  textColor: string;
}

const COLOURS: Record<ProductBadgeTone, { color: string; textColor: string }> = {
  featured: { color: "yellow.4", textColor: "dark.9" },
  offer: { color: "red.9", textColor: "white" },
  out: { color: "dark.6", textColor: "white" },
  low: { color: "orange.1", textColor: "#a34700" },
  inactive: { color: "gray.7", textColor: "white" },
};

/** The dashboard's badges: the shared rules (part 2 §2, §4; `@gym/contracts`) in Mantine's colours. */
export function productBadges(p: Parameters<typeof badgeRules>[0]): Badge[] {
  return badgeRules(p).map(({ label, tone }) => ({ label, ...COLOURS[tone] }));
}
