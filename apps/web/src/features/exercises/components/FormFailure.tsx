import { Alert, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { serverFailureText } from "../utils/error-text.ts";

interface FormFailureProps {
  /** The spec's text, e.g. 'Failed to create exercise', or a validation text. */
  message: string | null;
  error?: unknown;
}

/** The inline alert of a modal or form; renders nothing when there is no message. */
export function FormFailure({ message, error }: FormFailureProps) {
  if (!message) return null;
  const detail = serverFailureText(error);
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title={message}>
      {detail && detail !== message && <Text size="sm">{detail}</Text>}
    </Alert>
  );
}
