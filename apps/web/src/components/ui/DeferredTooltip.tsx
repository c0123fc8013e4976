import type { TooltipProps } from "@mantine/core";
import { type ComponentType, startTransition, useEffect, useState } from "react";
import { afterFirstScreen } from "../../lib/after-first-screen.ts";

type TooltipComponent = ComponentType<TooltipProps>;

let loaded: TooltipComponent | null = null;
let loading: Promise<TooltipComponent> | null = null;

function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import("./mantine-tooltip.ts").then((module) => {
    loaded = module.Tooltip;
    return loaded;
  });
  return loading;
}

/**
 * Mantine's Tooltip for the signed-in shell (header, sidebar): the first render shows the child alone
 * and the tooltip's code (floating-ui, ~55 kB raw) loads after the first screen is shown, off the home's first
 * load (issue 28 §1, decision 0364). A tooltip only shows on hover or focus, which comes later; once
 * loaded, every later render is Mantine's Tooltip at once.
 */
export function DeferredTooltip(props: TooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loaded);
  useEffect(() => {
    if (Tooltip) return;
    let mounted = true;
    // Once the first screen is shown (lib/after-first-screen.ts, decision 0382).
    const cancel = afterFirstScreen(() => {
      loadTooltip().then(
        (component) => mounted && startTransition(() => setTooltip(() => component)),
        () => {}, // without the tooltip the control still works and names itself (aria-label)
      );
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, [Tooltip]);
  return Tooltip ? <Tooltip {...props} /> : props.children;
}
