import "@mantine/notifications/styles.css";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";

/**
 * Confirmation dialogs (`openConfirm`) and notifications, for the signed-in screens only: the sign-in
 * page never shows either, and their code (modal, focus trap, transitions) is a sixth of its download.
 */
export function DashboardProviders({ children }: { children: ReactNode }) {
  return (
    <ModalsProvider>
      <Notifications position="top-right" />
      {children}
    </ModalsProvider>
  );
}
