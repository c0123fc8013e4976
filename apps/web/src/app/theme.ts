import { type CSSVariablesResolver, createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "blue",
  // Shade 6 (Mantine's default) puts white button text at 3.5:1; shade 8 passes WCAG AA (4.5:1).
  primaryShade: 8,
  defaultRadius: "md",
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  components: {
    // Every notification's close button gets a name (axe: button-name), and its text under a title is
    // gray.7, not Mantine's gray.6 (3.3:1; axe: color-contrast). A plain object, not Notification.extend:
    // importing the component here would pull it (and its styles, first-screen-styles.test) into the
    // sign-in page, which shows no notification.
    Notification: {
      defaultProps: { closeButtonProps: { "aria-label": "Close notification" } },
      styles: { description: { color: "var(--mantine-color-gray-7)" } },
    },
  },
});

/**
 * Text Mantine greys or reddens below WCAG AA on white (issue 8 defect 12): field errors in red.6
 * (3.3:1) become red.9 (5.4:1); dimmed text and field descriptions (gray.6, 3.3:1) and the placeholders
 * of file and select fields (gray.5, 2.1:1) become a grey of 4.7:1, still lighter than typed text.
 */
const READABLE_GREY = "#6c757d";

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-dimmed": READABLE_GREY,
    "--mantine-color-placeholder": READABLE_GREY,
  },
  dark: {},
});
