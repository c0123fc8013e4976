import {
  BACKDATE_DAYS_MAX,
  FAILED_TO_SAVE_SETTINGS,
  GST_RATE_DEFAULT_NOTE,
  type PaymentSettings,
  type PaymentSettingsResponse,
  paymentSettingsFields,
  SETTINGS_SAVED,
  TEMPLATE_MAX,
  type TemplateKind,
} from "@gym/contracts";
import { Button, Code, Divider, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useUpdatePaymentSettings } from "../../api/update-payment-settings.ts";

type Values = { [K in keyof PaymentSettings]: string };

const toValues = (s: PaymentSettings): Values =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v === null ? "" : String(v)])) as Values;

const TEMPLATES: { field: keyof Values; kind: TemplateKind; label: string }[] = [
  { field: "template_due_soon", kind: "due_soon", label: "Reminder before the due date" },
  { field: "template_overdue", kind: "overdue", label: "Reminder when overdue" },
  { field: "template_received", kind: "received", label: "Payment received" },
];

const Section = ({ children }: { children: string }) => (
  <Divider
    labelPosition="left"
    label={
      <Text size="sm" fw={600} c="gray.7">
        {children}
      </Text>
    }
  />
);

/** The gym's payment settings (decision 0187), checked with the same schema the server uses. */
export function PaymentSettingsForm({ data }: { data: PaymentSettingsResponse }) {
  const save = useUpdatePaymentSettings();
  const form = useContractForm<Values>({
    initialValues: toValues(data.settings),
    schema: paymentSettingsFields,
  });
  const submit = form.submitWith((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        form.setValues(toValues(answer.settings));
        form.resetDirty();
        notify({ color: "green", title: SETTINGS_SAVED, message: "Invoices, UPI links and reminders use them now." });
      },
    }),
  );
  const busy = save.isPending;
  const input = (field: keyof Values) => ({ disabled: busy, ...form.getInputProps(field) });
  return (
    <form onSubmit={submit} noValidate aria-label="Payment settings">
      <Stack gap="md">
        <Section>Default plan</Section>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Default plan name" placeholder="Standard" maxLength={100} {...input("default_plan_name")} />
          <TextInput
            label="Default monthly fee"
            leftSection="₹"
            inputMode="decimal"
            description="For members without a plan of their own"
            {...input("default_plan_amount")}
          />
        </SimpleGrid>
        <Section>Invoice details</Section>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Textarea label="Gym address" autosize minRows={2} maxLength={500} {...input("gym_address")} />
          <TextInput label="Gym phone" type="tel" inputMode="tel" {...input("gym_phone")} />
          <TextInput label="State" placeholder="Karnataka" maxLength={50} {...input("gym_state")} />
          <TextInput
            label="GSTIN"
            placeholder="29ABCDE1234F1Z5"
            maxLength={15}
            description="With a GSTIN, invoices are tax invoices"
            {...input("gstin")}
          />
          <TextInput label="SAC code" maxLength={8} {...input("sac_code")} />
          <TextInput
            label="GST rate (%)"
            inputMode="decimal"
            placeholder={`${data.default_gst_rate} (default)`}
            description={`Fees include GST. ${GST_RATE_DEFAULT_NOTE}`}
            {...input("gst_rate")}
          />
        </SimpleGrid>
        <Section>UPI payments</Section>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="UPI ID" placeholder="gymname@okhdfcbank" {...input("upi_vpa")} />
          <TextInput
            label="Payee name"
            placeholder="Shown in the member's UPI app"
            maxLength={100}
            {...input("upi_payee_name")}
          />
        </SimpleGrid>
        <Section>Money controls</Section>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Backdate limit (days)"
            inputMode="numeric"
            description={`The front desk may date a receipt up to this many days back (0-${BACKDATE_DAYS_MAX}); further back needs a manager or the owner.`}
            {...input("backdate_days")}
          />
        </SimpleGrid>
        <Section>WhatsApp messages</Section>
        <Text size="sm" c="gray.7">
          Placeholders:{" "}
          {data.placeholders.map((p) => (
            <Code key={p} mr={4}>{`{${p}}`}</Code>
          ))}
          . Leave a message empty to use the default shown inside it. A line whose placeholder has no value is left out.
        </Text>
        {TEMPLATES.map((t) => (
          <Textarea
            key={t.field}
            label={t.label}
            autosize
            minRows={3}
            maxLength={TEMPLATE_MAX}
            placeholder={data.default_templates[t.kind]}
            {...input(t.field)}
          />
        ))}
        {save.isError && <RetryAlert title={FAILED_TO_SAVE_SETTINGS} error={save.error} />}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Save Settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
