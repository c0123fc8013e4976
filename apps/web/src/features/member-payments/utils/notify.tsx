import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";

/**
 * Toasts for this feature: a named close button and message text dark enough for WCAG AA (the
 * notification's own description colour is too light on white).
 */
export function notify(color: "green" | "red", title: string, message: string): void {
  notifications.show({
    color,
    title,
    message: (
      <Text size="sm" c="gray.9">
        {message}
      </Text>
    ),
    closeButtonProps: { "aria-label": "Close notification" },
    ...(color === "red" ? { autoClose: 8000 } : {}),
  });
}
