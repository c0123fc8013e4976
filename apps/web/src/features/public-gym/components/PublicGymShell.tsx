import { Anchor, Box, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface PublicGymShellProps {
  gymName?: string;
  /** The gym's server-rendered page (/g/<schema>), linked from the header when known. */
  pageHref?: string;
  children: ReactNode;
}

/**
 * The frame of the public pages the dashboard renders (the feedback form): the same teal header as the
 * server-rendered page (apps/api/src/modules/public-gym/page/), one narrow column (mobile first).
 */
export function PublicGymShell({ gymName, pageHref, children }: PublicGymShellProps) {
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="teal.9" c="white" py="lg">
        <Container size="sm">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {gymName ?? "\u00a0"}
          </Title>
          {pageHref ? (
            <Anchor href={pageHref} c="white" underline="always">
              Posts, challenges and the shop
            </Anchor>
          ) : (
            <Text c="white">Posts, challenges and the shop</Text>
          )}
        </Container>
      </Box>
      <Container size="sm" py="lg" component="main">
        <Stack gap="xl">{children}</Stack>
      </Container>
    </Box>
  );
}
