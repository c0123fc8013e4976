import type { PostIcon } from "@gym/contracts";
import { ThemeIcon } from "@mantine/core";
import {
  IconBellRinging,
  IconCalendarEvent,
  IconFlame,
  IconGift,
  IconHeart,
  IconMedal,
  IconPhoto,
  IconSpeakerphone,
  IconStar,
  IconTags,
  IconThumbUp,
  IconTrophy,
} from "@tabler/icons-react";

/** Part 2 §3's icon choices drawn with Tabler icons (a megaphone is a ringing bell: Tabler has one speakerphone). */
export const POST_ICON_COMPONENTS: Record<PostIcon, typeof IconTrophy> = {
  trophy: IconTrophy,
  bullhorn: IconSpeakerphone,
  image: IconPhoto,
  megaphone: IconBellRinging,
  calendar: IconCalendarEvent,
  tags: IconTags,
  star: IconStar,
  fire: IconFlame,
  heart: IconHeart,
  "thumbs-up": IconThumbUp,
  gift: IconGift,
  medal: IconMedal,
};

export function CategoryIcon({ icon, color, size = 40 }: { icon: string | null; color: string | null; size?: number }) {
  const Icon = POST_ICON_COMPONENTS[(icon ?? "image") as PostIcon] ?? IconPhoto;
  return (
    <ThemeIcon size={size} radius="xl" color={color ?? "gray"} autoContrast aria-hidden>
      <Icon size={size * 0.55} />
    </ThemeIcon>
  );
}
