import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-error.ts";

const MAX_RETRIES = 2;

/** A 4xx will answer the same way again (bad input, 401, 404), so only network and 5xx errors are retried. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
        // Owners switch between the dashboard and WhatsApp/Excel a lot; refetching on every focus is noise.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
