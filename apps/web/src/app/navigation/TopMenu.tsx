import { Button, Group } from "@mantine/core";
import { Link, useLocation } from "react-router-dom";
import { isMenuItemActive, MENU_ITEMS } from "./menu-items.ts";
import { screenPath } from "./screen-keys.ts";

/** The header's text menu (part 1 §2 "Navigation"); hidden on narrow screens, where the sidebar takes over. */
export function TopMenu() {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Main menu" gap={2} wrap="nowrap" visibleFrom="lg" style={{ flexShrink: 0 }}>
      {MENU_ITEMS.map((item) => {
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
