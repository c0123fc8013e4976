import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "./query-client.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

/**
 * What every screen needs. Dialogs and notifications are only used inside the dashboard: their
 * providers live in its layout (DashboardProviders), off the sign-in page's first download.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // Created once per app mount (not per render), so the cache survives re-renders.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
