import { Box, Loader, LoadingOverlay, Stack, Text } from "@mantine/core";

/** Part 1 §2: "Overlay 'Loading dashboard data...'". */
export function DashboardLoading() {
  return (
    <Box pos="relative" mih={320}>
      <LoadingOverlay
        visible
        zIndex={10}
        overlayProps={{ blur: 1 }}
        loaderProps={{
          children: (
            <Stack align="center" gap="sm" role="status" aria-live="polite">
              <Loader aria-hidden />
              <Text fw={500}>Loading dashboard data...</Text>
            </Stack>
          ),
        }}
      />
    </Box>
  );
}
