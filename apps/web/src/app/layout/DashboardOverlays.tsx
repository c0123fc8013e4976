import "@mantine/notifications/styles.css";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { useEffect } from "react";

/**
 * Confirmation dialogs (`openConfirm`) and notifications, for the signed-in screens only: the sign-in
 * page never shows either. DashboardProviders loads and mounts them after the first screen has painted
 * (decision 0316): their code and first render (modal, focus trap, scroll lock, transitions, the toasts'
 * portal) were part of the home's long tasks. Neither wraps the screens: `modals.*` and
 * `notifications.*` reach them through window events and a store.
 */
export default function DashboardOverlays({ onMounted }: { onMounted: () => void }) {
  // Effects run children first: the provider listens for `modals.*` before the waiting dialogs are sent.
  useEffect(() => onMounted(), [onMounted]);
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" />
    </>
  );
}
