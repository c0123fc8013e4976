import { notifications } from "@mantine/notifications";

/** A notification whose close button has a name a screen reader can say (axe: button-name). */
export function notify(color: "green" | "red", message: string, title?: string): void {
  notifications.show({
    color,
    message,
    ...(title ? { title } : {}),
    closeButtonProps: { "aria-label": "Close notification" },
  });
}
