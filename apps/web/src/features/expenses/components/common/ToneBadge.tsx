import { Badge, type BadgeProps } from "@mantine/core";
import { readableText } from "./colors.ts";

/** A light badge whose text is the colour's darkest shade: readable (WCAG AA) for every colour. */
export function ToneBadge({
  color,
  children,
  ...props
}: { color: string } & Omit<BadgeProps, "color" | "variant" | "c">) {
  return (
    <Badge variant="light" color={color} c={readableText(color)} style={{ minWidth: "max-content" }} {...props}>
      {children}
    </Badge>
  );
}
