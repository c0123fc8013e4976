import { Center, Loader, Stack, Text } from "@mantine/core";

interface LoadingScreenProps {
  label?: string;
  /** Full viewport for app-level waits (token check); compact inside the dashboard's main area. */
  fullScreen?: boolean;
}

export function LoadingScreen({ label = "Loading...", fullScreen = false }: LoadingScreenProps) {
  return (
    <Center mih={fullScreen ? "100vh" : 240} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="gray.7">{label}</Text>
      </Stack>
    </Center>
  );
}
