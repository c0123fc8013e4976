import { Box, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface PublicGymShellProps {
  gymName?: string;
  children: ReactNode;
}

/** The public page's frame: a plain header with the gym's name, one narrow column (mobile first). */
export function PublicGymShell({ gymName, children }: PublicGymShellProps) {
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="teal.9" c="white" py="lg">
        <Container size="sm">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {gymName ?? "\u00a0"}
          </Title>
          <Text c="white">Posts, challenges and the shop</Text>
        </Container>
      </Box>
      <Container size="sm" py="lg" component="main">
        <Stack gap="xl">{children}</Stack>
      </Container>
    </Box>
  );
}
