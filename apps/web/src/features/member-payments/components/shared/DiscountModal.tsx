import {
  DISCOUNT_REASON_MAX,
  type DiscountKind,
  discountBody,
  FAILED_TO_GIVE_DISCOUNT,
  FAILED_TO_REMOVE_DISCOUNT,
  type MemberPayment,
} from "@gym/contracts";
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { MoneyInput } from "../../../../components/form/MoneyInput.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { useDiscountPayment, useRemoveDiscount } from "../../api/discount-payment.ts";

interface Values {
  kind: DiscountKind;
  value: string;
  reason: string;
}

/** The bill a discount is for: its id, how the form names it, its amount and any discount it has. */
export type DiscountTarget = Pick<MemberPayment, "id" | "amount_due"> &
  Partial<Pick<MemberPayment, "discount_amount" | "discount_reason" | "amount_before_discount">> & {
    /** "Aarav Joshi, December 2026" */
    label: string;
  };

/** "Was ₹1,000, discount ₹100: loyalty" (decision 0291); null for a bill without a discount. */
export function discountText(
  p: Partial<Pick<MemberPayment, "discount_amount" | "discount_reason" | "amount_before_discount">>,
) {
  if (p.discount_amount == null || p.amount_before_discount == null) return null;
  return `Was ${formatRupees(p.amount_before_discount)}, discount ${formatRupees(p.discount_amount)}: ${p.discount_reason ?? ""}`;
}

/**
 * Give discount (issue 23 §4, decision 0291): an amount in rupees or a percent of the bill's amount before
 * any discount, with a reason, on an open bill. A second discount replaces the first; a bill that has one
 * offers "Remove discount" after a confirmation (decision 0293).
 */
export function DiscountModal({ payment, onClose }: { payment: DiscountTarget; onClose: () => void }) {
  const give = useDiscountPayment();
  const form = useContractForm<Values, Record<string, unknown>>({
    schema: discountBody,
    initialValues: { kind: "AMOUNT", value: "", reason: "" },
    toPayload: (v) => ({ kind: v.kind, value: v.value.trim(), reason: v.reason }),
  });
  const title = "Give discount";
  const submit = form.submitWith((_, v) =>
    give.mutate(
      { id: payment.id, kind: v.kind, value: v.value.trim(), reason: v.reason.trim() },
      {
        onSuccess: (a) => {
          notify({ color: "green", title, message: a.message });
          onClose();
        },
        onError: form.showServerErrors,
      },
    ),
  );
  const remove = useRemoveDiscount();
  const busy = give.isPending || remove.isPending;
  const current = discountText(payment);
  const confirmRemove = () =>
    openConfirm({
      title: "Remove discount",
      message: `Remove the discount of ${formatRupees(payment.discount_amount ?? 0)} from ${payment.label}? The bill goes back to ${formatRupees(payment.amount_before_discount ?? payment.amount_due)} and its late fee follows it.`,
      confirmLabel: "Remove discount",
      onConfirm: () =>
        remove.mutate(payment.id, {
          onSuccess: (a) => {
            notify({ color: "green", title: "Remove discount", message: a.message });
            onClose();
          },
        }),
    });
  const before = payment.amount_before_discount ?? payment.amount_due;
  const valueProps = { label: "Discount", withAsterisk: true, disabled: busy, ...form.getInputProps("value") };
  return (
    <FormModal
      title={title}
      formLabel={`Give discount to ${payment.label}`}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Give discount"
      error={
        (give.isError && <RetryAlert title={FAILED_TO_GIVE_DISCOUNT} error={give.error} />) ||
        (remove.isError && <RetryAlert title={FAILED_TO_REMOVE_DISCOUNT} error={remove.error} />)
      }
    >
      <Stack gap={2}>
        <Text size="sm">
          {payment.label}: {formatRupees(before)}
        </Text>
        {current && (
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="xs" c="gray.7">
              {current}. A new discount replaces it.
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              disabled={busy}
              loading={remove.isPending}
              onClick={confirmRemove}
            >
              Remove discount
            </Button>
          </Group>
        )}
      </Stack>
      <SegmentedControl
        aria-label="Discount kind"
        disabled={busy}
        data={[
          { value: "AMOUNT", label: "Amount (₹)" },
          { value: "PERCENT", label: "Percent (%)" },
        ]}
        value={form.values.kind}
        onChange={(v) => form.setFieldValue("kind", v as DiscountKind)}
      />
      {form.values.kind === "AMOUNT" ? (
        <MoneyInput {...valueProps} />
      ) : (
        <TextInput inputMode="decimal" autoComplete="off" rightSection="%" {...valueProps} />
      )}
      <TextInput
        label="Reason"
        withAsterisk
        maxLength={DISCOUNT_REASON_MAX}
        disabled={busy}
        {...form.getInputProps("reason")}
      />
    </FormModal>
  );
}
