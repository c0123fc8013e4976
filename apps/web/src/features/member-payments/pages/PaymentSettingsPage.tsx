import { FAILED_TO_FETCH_SETTINGS } from "@gym/contracts";
import { Paper, Skeleton, Stack } from "@mantine/core";
import { MemberLinkButton } from "../../../components/ui/MemberLinkButton.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { usePaymentSettings } from "../api/get-payment-settings.ts";
import { PaymentSettingsForm } from "../components/settings/PaymentSettingsForm.tsx";

/** /dashboard/paymentSettings (designed, decision 0187): plan default, invoice, UPI and WhatsApp settings. */
export default function PaymentSettingsPage() {
  const settings = usePaymentSettings();
  return (
    <Stack gap="md">
      <PageHeader
        title="Payment Settings"
        back={{ to: "/dashboard/smartPaymentTracking", label: "Back to Smart Payment Tracking" }}
        subtitle="Default plan, invoices (GST), UPI and WhatsApp reminders"
        actions={<MemberLinkButton link="plans" />}
      />
      {settings.isError && (
        <RetryAlert
          text={failureText(settings.error, FAILED_TO_FETCH_SETTINGS)}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      )}
      {settings.isPending && <Skeleton h={400} />}
      {settings.data && (
        <Paper withBorder radius="md" p="md">
          <PaymentSettingsForm data={settings.data} />
        </Paper>
      )}
    </Stack>
  );
}
