import {
  FAILED_TO_DOWNLOAD_INVOICE,
  FAILED_TO_PREPARE_REMINDERS,
  type MonthlyMember,
  type RemindersResponse,
} from "@gym/contracts";
import { useState } from "react";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { failureText } from "../../../../lib/api-error.ts";
import { duesSlipPath, useDownloadPdf } from "../../api/download-invoice.ts";
import { type RemindersInput, useSendReminders } from "../../api/send-reminders.ts";
import { useSuspendMember } from "../../api/suspend-member.ts";

const fail = (title: string) => (error: unknown) =>
  notify({ color: "red", title: title, message: failureText(error, title) });

/** The monthly view's card actions that need no form: suspend (confirmed), reminders, dues slip. */
export function useCardActions() {
  const suspend = useSuspendMember();
  const reminders = useSendReminders();
  const download = useDownloadPdf();
  const [reminded, setReminded] = useState<RemindersResponse | null>(null);

  const remind = (input: RemindersInput) =>
    reminders.mutate(input, { onSuccess: setReminded, onError: fail(FAILED_TO_PREPARE_REMINDERS) });

  return {
    reminded,
    closeReminders: () => setReminded(null),
    reminding: reminders.isPending,
    remind,
    onRemind: (m: MonthlyMember) => m.payment_id && remind({ payment_ids: [m.payment_id] }),
    onDuesSlip: (m: MonthlyMember) =>
      m.payment_id && download.mutate(duesSlipPath(m.payment_id), { onError: fail(FAILED_TO_DOWNLOAD_INVOICE) }),
    onSuspend: (m: MonthlyMember) =>
      openConfirm({
        title: "Suspend member",
        message: (
          <>
            Suspend <strong>{m.member_name}</strong> ({m.member_code})? Their membership is paused until you activate it
            again.
          </>
        ),
        confirmLabel: "Suspend",
        color: "orange",
        onConfirm: () =>
          suspend.mutate(m.member_id, {
            onSuccess: () => notify({ color: "green", title: "Member suspended", message: m.member_name }),
            onError: fail("Failed to suspend member"),
          }),
      }),
  };
}
