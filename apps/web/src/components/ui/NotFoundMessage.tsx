import { Button, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { usePageTitle } from "../../lib/use-page-title.ts";

interface NotFoundMessageProps {
  homePath: string;
  homeLabel: string;
}

/** Shown for paths no route matches, so a mistyped URL never renders a blank page. */
export function NotFoundMessage({ homePath, homeLabel }: NotFoundMessageProps) {
  usePageTitle("Page not found");
  return (
    <Stack align="flex-start" gap="md">
      <Title order={2}>Page not found</Title>
      <Text>There is no screen at this address.</Text>
      <Button component={Link} to={homePath} variant="light">
        {homeLabel}
      </Button>
    </Stack>
  );
}
