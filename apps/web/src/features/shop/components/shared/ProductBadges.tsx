import { Badge, Group } from "@mantine/core";
import type { Badge as BadgeSpec } from "../../utils/badges.ts";

/** The badges of a product card (part 2 §2), never shrunk to an ellipsis. */
export function ProductBadges({ badges }: { badges: BadgeSpec[] }) {
  if (badges.length === 0) return null;
  return (
    <Group gap={6}>
      {badges.map((b) => (
        <Badge key={b.label} color={b.color} c={b.textColor} variant="filled" radius="sm" style={{ flexShrink: 0 }}>
          {b.label}
        </Badge>
      ))}
    </Group>
  );
}
