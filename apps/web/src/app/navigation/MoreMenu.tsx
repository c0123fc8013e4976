import { Button, Menu } from "@mantine/core";
import { Link } from "react-router-dom";
import type { MenuItem } from "./menu-items.ts";
import { moreButtonProps } from "./more-button.tsx";
import { screenPath } from "./screen-keys.ts";

export interface MoreMenuProps {
  items: readonly MenuItem[];
  /** Which entries are the current screen's (one at most). */
  activeIds: ReadonlySet<string>;
  /** Open at once: the entry was tapped before this code had loaded (DeferredMoreMenu). */
  defaultOpened?: boolean;
}

/**
 * The header's More menu (decision 0378): Mantine's Menu, loaded after the first paint by DeferredMoreMenu
 * (it brings floating-ui, which decision 0364 took off the first screen).
 */
export function MoreMenu({ items, activeIds, defaultOpened }: MoreMenuProps) {
  return (
    // Kept inside the nav (no portal), so the entries stay part of the "Main menu" landmark.
    <Menu position="bottom-end" withinPortal={false} defaultOpened={defaultOpened}>
      <Menu.Target>
        <Button {...moreButtonProps(activeIds.size > 0)} />
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => {
          const active = activeIds.has(item.id);
          return (
            <Menu.Item
              key={item.id}
              component={Link}
              to={screenPath(item.target)}
              aria-current={active ? "page" : undefined}
              fw={active ? 700 : undefined}
            >
              {item.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
