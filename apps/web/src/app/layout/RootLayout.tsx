import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { Outlet, useNavigate } from "react-router-dom";
import { LoadingScreen } from "../../components/ui/LoadingScreen.tsx";
import { onUnauthorized } from "../../lib/api-client.ts";

/** Top of the route tree: follows 401s from any call and waits for lazy screens. */
export function RootLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    // Part 1 §2: "A 401 response from the server clears the token and goes to /login."
    // The API client has already cleared storage; drop cached data of the old session and leave.
    () =>
      onUnauthorized(() => {
        queryClient.clear();
        navigate("/login", { replace: true });
      }),
    [navigate, queryClient],
  );

  return (
    <Suspense fallback={<LoadingScreen fullScreen />}>
      <Outlet />
    </Suspense>
  );
}
