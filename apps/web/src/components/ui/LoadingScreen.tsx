import { Center, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";

/**
 * How long a wait lasts before its loading screen shows (decision 0366): the signed-in first load goes
 * from a blank page straight to the dashboard instead of flashing "Checking your session..." and
 * "Loading..." for a fraction of a second, so the page's first paint is the screen the owner came for
 * (issue 28 §1). A longer wait shows the loading screen as before.
 */
export const LOADING_SCREEN_DELAY_MS = 500;

interface LoadingScreenProps {
  label?: string;
  /** Full viewport for app-level waits (token check); compact inside the dashboard's main area. */
  fullScreen?: boolean;
}

export function LoadingScreen({ label = "Loading...", fullScreen = false }: LoadingScreenProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), LOADING_SCREEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center
      mih={fullScreen ? "100vh" : 240}
      role="status"
      aria-live="polite"
      // Hidden, not transparent: nothing is painted or announced until the wait has lasted.
      style={shown ? undefined : { visibility: "hidden" }}
    >
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="gray.7">{label}</Text>
      </Stack>
    </Center>
  );
}
