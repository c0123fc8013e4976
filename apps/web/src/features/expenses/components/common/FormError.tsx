import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { failureText } from "../../../../lib/api-error.ts";

/** A failed save inside its modal: the spec's text as the title, the server's words below. */
export function FormError({ error, title }: { error: unknown; title: string }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title} role="alert">
      {failureText(error, title)}
    </Alert>
  );
}
