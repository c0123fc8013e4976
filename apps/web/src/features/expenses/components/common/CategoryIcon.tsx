import { EXPENSE_CATEGORY_TYPE_META, type ExpenseCategoryType } from "@gym/contracts";
import { ThemeIcon } from "@mantine/core";
import {
  IconBarbell,
  IconBolt,
  IconBuilding,
  IconDots,
  IconShield,
  IconSpeakerphone,
  IconTool,
  IconUserStar,
  IconUsers,
} from "@tabler/icons-react";

/** The icon names of EXPENSE_CATEGORY_TYPE_META (contracts), as Tabler components. */
const ICONS = {
  users: IconUsers,
  "user-star": IconUserStar,
  barbell: IconBarbell,
  bolt: IconBolt,
  tool: IconTool,
  speakerphone: IconSpeakerphone,
  building: IconBuilding,
  shield: IconShield,
  dots: IconDots,
} as const;

/** A category type's icon in its colour (part 2 §3: each type has a label, icon and colour). */
export function CategoryIcon({ type, size = 36 }: { type: ExpenseCategoryType; size?: number }) {
  const meta = EXPENSE_CATEGORY_TYPE_META[type];
  const Icon = ICONS[meta.icon as keyof typeof ICONS] ?? IconDots;
  return (
    <ThemeIcon color={meta.color} variant="light" size={size} radius="md" aria-hidden>
      <Icon size={Math.round(size * 0.6)} />
    </ThemeIcon>
  );
}
