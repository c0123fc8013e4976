import { createTheme, Notification } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "blue",
  // Shade 6 (Mantine's default) puts white button text at 3.5:1; shade 8 passes WCAG AA (4.5:1).
  primaryShade: 8,
  defaultRadius: "md",
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  components: {
    // Every notification's close button gets a name (axe: button-name), and its text under a title is
    // gray.7, not Mantine's gray.6 (3.3:1; axe: color-contrast).
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { "aria-label": "Close notification" } },
      styles: { description: { color: "var(--mantine-color-gray-7)" } },
    }),
  },
});
