/*
 * Mantine's styles for the signed-in first screen beyond app/first-screen-styles.ts: the dashboard's
 * layout (shell, sidebar, header, dialogs and notifications it mounts) and the home screen, in the order
 * of Mantine's own styles.css. Every other screen loads the whole sheet with its code (all-styles.ts,
 * routes.tsx): 250 kB of CSS was parsed and matched before the home's numbers could paint (issue 28 §1,
 * decision 0307). A component added to the layout or the home needs its file here;
 * first-screen-styles.test.ts fails until it is.
 */
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/AppShell.css";
import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Burger.css";
import "@mantine/core/styles/ColorSwatch.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/LoadingOverlay.css";
import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/NavLink.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/core/styles/Tooltip.css";
import "@mantine/core/styles/RingProgress.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
