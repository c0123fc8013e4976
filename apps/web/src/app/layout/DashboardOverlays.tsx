import "@mantine/notifications/styles.css";
import { getDefaultZIndex } from "@mantine/core";
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
/**
 * Toasts sit above the shell (header, sidebar) and beneath every dialog: a toast that appears while a dialog
 * is open (a void's "Receipt voided" as the invoices list comes back) covered the dialog's close button and
 * its first actions, at 390 px across the whole width. Under the dialog's overlay it stays readable around
 * the dialog and in full once the dialog closes; the dialog shows the result itself.
 */
const NOTIFICATIONS_Z_INDEX = getDefaultZIndex("modal") - 1;

export default function DashboardOverlays({ onMounted }: { onMounted: () => void }) {
  // Effects run children first: the provider listens for `modals.*` before the waiting dialogs are sent.
  useEffect(() => onMounted(), [onMounted]);
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" zIndex={NOTIFICATIONS_Z_INDEX} />
    </>
  );
}
