import { Button, Group } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Link, useLocation } from "react-router-dom";
import { useRole } from "../../lib/role-access.ts";
import { DeferredMoreMenu } from "./DeferredMoreMenu.tsx";
import { isMenuItemActive, menuItemsFor, splitTopMenu } from "./menu-items.ts";
import { screenPath } from "./screen-keys.ts";

/**
 * Every entry fits beside the gym's name, the owner's name and Logout from 100em (1600 px) up; below it the
 * catalogue screens go under More (decision 0378): at 1366 px the full row cut the gym's name to "Demo…".
 */
export const WIDE_HEADER_QUERY = "(min-width: 100em)";

/** The header's text menu (part 1 §2 "Navigation"); hidden on narrow screens, where the sidebar takes over. */
export function TopMenu() {
  const { pathname } = useLocation();
  const wide = useMediaQuery(WIDE_HEADER_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  // Staff is reached from the header's settings icon (the sidebar lists it too): the text menu keeps its width.
  const items = menuItemsFor(useRole()).filter((item) => item.id !== "staff");
  const { inline, more } = splitTopMenu(items, wide);
  const activeInMore = new Set(more.filter((item) => isMenuItemActive(item, pathname)).map((item) => item.id));
  return (
    <Group component="nav" aria-label="Main menu" gap={2} wrap="nowrap" visibleFrom="lg" style={{ flexShrink: 0 }}>
      {inline.map((item) => {
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
      {more.length > 0 && <DeferredMoreMenu items={more} activeIds={activeInMore} />}
    </Group>
  );
}
