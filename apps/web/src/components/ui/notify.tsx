import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { ReactNode } from "react";

export interface NotifyOptions {
  color: "green" | "red" | "orange";
  title?: string;
  /** Text, or a node (e.g. with a link) for the rare toast that needs one. */
  message: ReactNode;
  /** For `notifications.hide(id)`, when the toast has a link that closes it. */
  id?: string;
  /** Milliseconds on screen (failures default to 8 s), or false to stay until closed. */
  autoClose?: number | false;
}

/**
 * The one toast of the app (decision 0237): a named close button (axe: button-name), message text dark
 * enough for WCAG AA (the notification's own description colour is too light on white), failures kept
 * on screen longer.
 */
export function notify({ color, title, message, id, autoClose }: NotifyOptions): void {
  notifications.show({
    ...(id ? { id } : {}),
    color,
    ...(title ? { title } : {}),
    message: (
      <Text size="sm" c="gray.9">
        {message}
      </Text>
    ),
    closeButtonProps: { "aria-label": "Close notification" },
    ...(autoClose !== undefined ? { autoClose } : color === "red" ? { autoClose: 8000 } : {}),
  });
}
