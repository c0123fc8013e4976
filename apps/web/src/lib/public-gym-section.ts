import type { ComponentType, LazyExoticComponent } from "react";

/**
 * A React section of a gym's public pages. The page itself, /g/:schemaName, is HTML rendered by the API
 * (decision 0194); what needs a form is a section on its own route, /g/:schemaName/<id>: the feature that
 * owns the form exports the section component, app/routes.tsx pairs it with the public-gym page shell,
 * so neither feature imports the other and no feature imports app/.
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
