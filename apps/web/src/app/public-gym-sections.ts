import { lazy } from "react";
import type { PublicGymSection } from "../lib/public-gym-section.ts";

/**
 * The React sections of the gym's public pages, each on its own route (app/routes.tsx) inside the
 * public-gym page shell. The app pairs them, so the feature that owns a section and the public-gym
 * feature never import each other (decision 0194).
 */
export const PUBLIC_FEEDBACK_SECTION: PublicGymSection = {
  id: "feedback",
  title: "Member feedback",
  Section: lazy(() => import("../features/feedback/pages/PublicFeedbackSection.tsx")),
};
