import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { cssVariablesResolver, theme } from "../app/theme.ts";

/**
 * Server-renders a component with the app's providers, so a node-only unit test can check what a screen
 * shows (no jsdom: effects do not run, clicks are for e2e).
 */
export function renderStatic(
  ui: ReactNode,
  { path = "/dashboard", queryClient = new QueryClient() }: { path?: string; queryClient?: QueryClient } = {},
): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}
