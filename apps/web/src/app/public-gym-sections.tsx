import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * The React sections of the gym's public pages. The page itself, /g/:schemaName, is HTML rendered by
 * the API (decision 0194); what needs a form stays here, on its own route /g/:schemaName/<id>, rendered by
 * features/public-gym without importing the feature that owns it (no cross-feature imports).
 */
export interface PublicGymSectionProps {
  schemaName: string;
  gymName: string;
}

export interface PublicGymSection {
  /** The route's last segment (`/g/demo_gym/feedback`) and the section's id. */
  id: string;
  /** The section's heading, rendered by the page. */
  title: string;
  Section: LazyExoticComponent<ComponentType<PublicGymSectionProps>>;
}

export const PUBLIC_FEEDBACK_SECTION: PublicGymSection = {
  id: "feedback",
  title: "Member feedback",
  Section: lazy(() => import("../features/feedback/pages/PublicFeedbackSection.tsx")),
};
