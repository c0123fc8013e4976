import { Alert, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { serverFailureText } from "../../../../lib/api-error.ts";

interface ShopFailureProps {
  /** The spec's text, e.g. 'Failed to create product'. */
  title: string;
  error: unknown;
}

/** A failed save inside a modal: the spec's text, and the server's own words under it (part 2 §8). */
export function ShopFailure({ title, error }: ShopFailureProps) {
  const detail = serverFailureText(error);
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title={title}>
      {detail && detail !== title && <Text size="sm">{detail}</Text>}
    </Alert>
  );
}
