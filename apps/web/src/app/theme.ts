import { createTheme, Notification } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "blue",
  // Shade 6 (Mantine's default) puts white button text at 3.5:1; shade 8 passes WCAG AA (4.5:1).
  primaryShade: 8,
  defaultRadius: "md",
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  components: {
    // A toast's close button is an icon: without a name axe reports "button-name" while a toast shows.
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { "aria-label": "Close notification" } } }),
  },
});
