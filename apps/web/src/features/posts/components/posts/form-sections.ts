import type { PostImageField } from "@gym/contracts";
import type { PostTextField } from "../../utils/post-form.ts";

/** The create form's sections (part 2 §2), and which fields each holds (to open a section with an error). */
export const POST_FORM_SECTIONS = {
  basic: "Basic information",
  media: "Media",
  content: "Content and call to action",
  challenge: "Challenge and event details",
  advertisement: "Advertisement details",
  status: "Status and visibility",
  seo: "SEO and display",
} as const;
export type PostFormSection = keyof typeof POST_FORM_SECTIONS;

const FIELD_SECTIONS: Record<PostTextField | PostImageField | "status" | "priority", PostFormSection> = {
  title: "basic",
  subtitle: "basic",
  category: "basic",
  short_description: "basic",
  description: "basic",
  tags: "basic",
  main_image: "media",
  banner_image: "media",
  gallery_image_1: "media",
  gallery_image_2: "media",
  gallery_image_3: "media",
  content: "content",
  video_url: "content",
  call_to_action_text: "content",
  call_to_action_url: "content",
  start_date: "challenge",
  end_date: "challenge",
  registration_deadline: "challenge",
  max_participants: "challenge",
  entry_fee: "challenge",
  prize_details: "challenge",
  advertiser_name: "advertisement",
  advertiser_contact: "advertisement",
  discount_percentage: "advertisement",
  promo_code: "advertisement",
  status: "status",
  priority: "status",
  publish_at: "status",
  expire_at: "status",
  meta_title: "seo",
  meta_description: "seo",
  background_color: "seo",
  text_color: "seo",
  display_order: "seo",
};

export function sectionsWithErrors(errors: Record<string, unknown>): PostFormSection[] {
  return [...new Set(Object.keys(errors).map((f) => FIELD_SECTIONS[f as PostTextField] ?? "basic"))];
}
