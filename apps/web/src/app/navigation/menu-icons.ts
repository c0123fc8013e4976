import {
  IconBarbell,
  IconCash,
  IconDoorEnter,
  IconHome,
  IconMessageCircle,
  IconNews,
  IconPhoto,
  IconReceipt,
  IconSalad,
  IconShoppingBag,
  IconUserShield,
  IconUserStar,
  IconUsers,
} from "@tabler/icons-react";
import type { ComponentType } from "react";

type Icon = ComponentType<{ size?: number | string; stroke?: number; "aria-hidden"?: boolean }>;

/** Icons for the sidebar, keyed by MenuItem.id (kept apart so the menu list stays plain data). */
export const MENU_ICONS: Record<string, Icon> = {
  home: IconHome,
  frontDesk: IconDoorEnter,
  cashClose: IconCash,
  members: IconUsers,
  exercises: IconBarbell,
  diet: IconSalad,
  products: IconShoppingBag,
  gallery: IconPhoto,
  feedback: IconMessageCircle,
  posts: IconNews,
  expenses: IconReceipt,
  trainers: IconUserStar,
  staff: IconUserShield,
};
