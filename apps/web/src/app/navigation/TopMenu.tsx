import { Button, Group } from "@mantine/core";
import { Link, useLocation } from "react-router-dom";
import { useRole } from "../../lib/role-access.ts";
import { isMenuItemActive, menuItemsFor } from "./menu-items.ts";
import { screenPath } from "./screen-keys.ts";

/** The header's text menu (part 1 §2 "Navigation"); hidden on narrow screens, where the sidebar takes over. */
export function TopMenu() {
  const { pathname } = useLocation();
  // Staff is reached from the header's settings icon (the sidebar lists it too): the text menu keeps its width.
  const items = menuItemsFor(useRole()).filter((item) => item.id !== "staff");
  return (
    <Group component="nav" aria-label="Main menu" gap={2} wrap="nowrap" visibleFrom="lg" style={{ flexShrink: 0 }}>
      {items.map((item) => {
        const active = isMenuItemActive(item, pathname);
        return (
          <Button
            key={item.id}
            component={Link}
            to={screenPath(item.target)}
            variant={active ? "filled" : "subtle"}
            size="compact-sm"
            aria-current={active ? "page" : undefined}
          >
            {item.label}
          </Button>
        );
      })}
    </Group>
  );
}
