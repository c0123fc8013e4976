import { Button } from "@mantine/core";
import { type ComponentType, startTransition, useEffect, useState } from "react";
import type { MoreMenuProps } from "./MoreMenu.tsx";
import { moreButtonProps } from "./more-button.tsx";

type MoreMenuComponent = ComponentType<MoreMenuProps>;

let loaded: MoreMenuComponent | null = null;
let loading: Promise<MoreMenuComponent> | null = null;

function loadMoreMenu(): Promise<MoreMenuComponent> {
  loading ??= import("./MoreMenu.tsx").then((module) => {
    loaded = module.MoreMenu;
    return loaded;
  });
  return loading;
}

/**
 * The header's More menu with its code (Mantine's Menu, floating-ui) loaded after the first paint, as the
 * shell's tooltips are (decision 0364): the first render shows the same More button alone. A tap that comes
 * before the code opens the menu as soon as it arrives.
 */
export function DeferredMoreMenu({ items, activeIds }: Omit<MoreMenuProps, "defaultOpened">) {
  const [Menu, setMenu] = useState<MoreMenuComponent | null>(() => loaded);
  const [tapped, setTapped] = useState(false);
  useEffect(() => {
    if (Menu) return;
    let mounted = true;
    // A timer after the commit's effects: the browser paints first.
    const timer = setTimeout(() => {
      loadMoreMenu().then(
        (component) => mounted && startTransition(() => setMenu(() => component)),
        () => {}, // the entries are also in the sidebar's menu
      );
    }, 0);
    return () => {
      mounted = false;
      clearTimeout(timer);
    };
  }, [Menu]);
  if (Menu) return <Menu items={items} activeIds={activeIds} defaultOpened={tapped} />;
  return <Button {...moreButtonProps(activeIds.size > 0)} aria-haspopup="menu" onClick={() => setTapped(true)} />;
}
