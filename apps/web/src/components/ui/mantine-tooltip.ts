// Loaded by DeferredTooltip.tsx after the first screen: Mantine's Tooltip and floating-ui (~55 kB raw).
// An import then an export (not `export { Tooltip } from`): the build's chunk walk (build/first-screen-chunk.ts)
// follows a barrel's named imports only, and this module is one of the after-paint chunk's roots (vite.config.ts).
import { Tooltip } from "@mantine/core";

export { Tooltip };
