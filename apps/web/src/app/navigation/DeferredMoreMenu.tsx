import { Button } from "@mantine/core";
import { type ComponentType, startTransition, useEffect, useState } from "react";
import { afterFirstScreen } from "../../lib/after-first-screen.ts";
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
 * The header's More menu with its code (Mantine's Menu, floating-ui) loaded once the first screen is shown, as the
 * shell's tooltips are (decision 0364): the first render shows the same More button alone. A tap that comes
 * before the code opens the menu as soon as it arrives.
 */
export function DeferredMoreMenu({ items, activeIds }: Omit<MoreMenuProps, "defaultOpened">) {
  const [Menu, setMenu] = useState<MoreMenuComponent | null>(() => loaded);
  const [tapped, setTapped] = useState(false);
  useEffect(() => {
    if (Menu) return;
    let mounted = true;
    // Once the first screen is shown (lib/after-first-screen.ts, decision 0382); a tap loads it at once.
    const load = () =>
      loadMoreMenu().then(
        (component) => mounted && startTransition(() => setMenu(() => component)),
        () => {}, // the entries are also in the sidebar's menu
      );
    let cancel = () => {};
    if (tapped) load();
    else cancel = afterFirstScreen(load);
    return () => {
      mounted = false;
      cancel();
    };
  }, [Menu, tapped]);
  if (Menu) return <Menu items={items} activeIds={activeIds} defaultOpened={tapped} />;
  return <Button {...moreButtonProps(activeIds.size > 0)} aria-haspopup="menu" onClick={() => setTapped(true)} />;
}
