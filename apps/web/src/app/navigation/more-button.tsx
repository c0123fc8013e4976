import type { ButtonProps } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";

/** The More entry's look, the same before and after its menu's code has loaded (DeferredMoreMenu). */
export function moreButtonProps(active: boolean): ButtonProps & { children: string } {
  return {
    variant: active ? "filled" : "subtle",
    size: "compact-sm",
    rightSection: <IconChevronDown size={14} aria-hidden />,
    children: "More",
  };
}
