import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * Sections other features add to the public gym page (/g/:schemaName, features/public-gym). The page
 * renders them in this order below its own (posts, shop), each in its own Suspense boundary, so a
 * feature plugs in here without the page importing it (no cross-feature imports). The public
 * feedback form goes here: `{ id: "feedback", title: "...", Section: lazy(() => import(...)) }`.
 */
export interface PublicGymSectionProps {
  schemaName: string;
  gymName: string;
}

export interface PublicGymSection {
  /** Anchor id of the section (`/g/demo_gym#feedback`). */
  id: string;
  /** The section's heading, rendered by the page. */
  title: string;
  Section: LazyExoticComponent<ComponentType<PublicGymSectionProps>>;
}

export const publicGymSections: PublicGymSection[] = [
  {
    id: "posts",
    title: "Challenges, events and offers",
    Section: lazy(() => import("../features/posts/components/public/PublicPostsSection.tsx")),
  },
  { id: "shop", title: "Shop", Section: lazy(() => import("../features/shop/pages/PublicShopSection.tsx")) },
  {
    id: "feedback",
    title: "Member feedback",
    Section: lazy(() => import("../features/feedback/pages/PublicFeedbackSection.tsx")),
  },
];
