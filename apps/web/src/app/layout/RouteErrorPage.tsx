import { Button, Code, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { usePageTitle } from "../../lib/use-page-title.ts";

function describe(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return undefined;
}

/** Part 1 §2: "Generic crash page text: 'Unexpected Application Error!'". */
export function RouteErrorPage() {
  const error = useRouteError();
  const details = describe(error);
  usePageTitle("Unexpected Application Error!");
  return (
    <Stack align="flex-start" gap="md" p="xl">
      <Title order={1} size="h2">
        Unexpected Application Error!
      </Title>
      {details && <Code block>{details}</Code>}
      <Text>Going back to the home page usually helps.</Text>
      {/* A full page load on purpose: it also fetches fresh screen files after a new release. */}
      <Button component="a" href="/" variant="light">
        Back to home
      </Button>
    </Stack>
  );
}
