import { Center, Loader, Stack, Text } from "@mantine/core";
import classes from "./LoadingScreen.module.css";

interface LoadingScreenProps {
  label?: string;
  /** Full viewport for app-level waits (token check); compact inside the dashboard's main area. */
  fullScreen?: boolean;
}

/** Shown only once the wait has lasted half a second (LoadingScreen.module.css, decision 0366). */
export function LoadingScreen({ label = "Loading...", fullScreen = false }: LoadingScreenProps) {
  return (
    <Center mih={fullScreen ? "100vh" : 240} role="status" aria-live="polite" className={classes.delayed}>
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="gray.7">{label}</Text>
      </Stack>
    </Center>
  );
}
