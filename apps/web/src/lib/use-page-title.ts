import { useEffect } from "react";
import { getStoredUser } from "./session-storage.ts";

export const APP_TITLE = "Gym Owner Dashboard";

/** "Members · Demo Fitness Center": the screen first, so browser tabs and history tell screens apart. */
export function pageTitle(screen: string, gymName: string | null | undefined): string {
  return `${screen} · ${gymName?.trim() || APP_TITLE}`;
}

/** Sets the document title for the screen while it is shown. */
export function usePageTitle(screen: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(screen, getStoredUser()?.gym_name);
    return () => {
      document.title = previous;
    };
  }, [screen]);
}
