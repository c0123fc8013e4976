// Loaded by DeferredTooltip.tsx after the first paint: Mantine's Tooltip and floating-ui (~55 kB raw).
export { Tooltip } from "@mantine/core";
