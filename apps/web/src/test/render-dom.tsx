import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { cssVariablesResolver, theme } from "../app/theme.ts";

// happy-dom has no FontFaceSet; Mantine's autosize Textarea listens on document.fonts.
if (typeof document !== "undefined" && !("fonts" in document)) {
  Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
}

/**
 * Component tests (files starting `// @vitest-environment happy-dom`): renders with the app's providers in
 * a DOM, so a test can type, click and read what the screen shows. Pair with `stubFetch` for the API. What it
 * mounted is unmounted after each test by src/test/setup.ts (every file's, not only the first importer's).
 */
export function renderDom(ui: ReactNode, { path = "/dashboard" }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <Notifications />
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}

/** The request bodies and headers `fetch` was called with, for the calls to `path`. */
export function callsTo(fetchMock: { mock: { calls: unknown[][] } }, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).includes(path))
    .map(([, init]) => {
      const request = init as RequestInit;
      return {
        body: request.body ? JSON.parse(String(request.body)) : undefined,
        headers: new Headers(request.headers),
      };
    });
}
