import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";

/** Toasts for the desk: a named close button and message text dark enough for WCAG AA. */
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
