import { FAILED_TO_FETCH_PAYMENT_MEMBERS, type GymMember } from "@gym/contracts";
import { Paper, SimpleGrid, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { gymToday } from "../../../lib/calendar-date.ts";
import { useGymMembers } from "../../../lib/gym-members.ts";
import { ManualPaymentForm } from "../components/manual/ManualPaymentForm.tsx";
import { MemberResultCard } from "../components/manual/MemberResultCard.tsx";
import { type PaymentTarget, RecordPaymentModal } from "../components/shared/RecordPaymentModal.tsx";

const quickTarget = (m: GymMember): PaymentTarget => ({
  memberId: m.id,
  memberName: m.full_name,
  renewalDate: m.renewal_date,
  paymentId: null,
  remaining: m.amount ?? 0,
  reference: null,
  month: gymToday().slice(0, 7),
});

/** /dashboard/manualMemberPayment (part 2 §2 "Manual member payment"). */
export default function ManualMemberPaymentPage() {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const members = useGymMembers(debounced);
  const [chosen, setChosen] = useState<GymMember | null>(null);
  const [quick, setQuick] = useState<PaymentTarget | null>(null);
  const list = members.data?.data ?? [];

  return (
    <Stack gap="md">
      <PageHeader
        title="Manual Member Payment"
        back={{ to: "/dashboard/smartPaymentTracking", label: "Back to Smart Payment Tracking" }}
        subtitle="Record a payment for any member, for 1 to 24 months"
      />
      <TextInput
        aria-label="Search members"
        placeholder="Search by name, username, email or member ID"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {chosen && <ManualPaymentForm key={chosen.id} member={chosen} onDone={() => setChosen(null)} />}
      {members.isError && (
        <RetryAlert
          text={failureText(members.error, FAILED_TO_FETCH_PAYMENT_MEMBERS)}
          onRetry={() => void members.refetch()}
          retrying={members.isFetching}
        />
      )}
      {members.isPending && <Skeleton h={200} />}
      {members.data && list.length === 0 && (
        <Paper withBorder p="xl" ta="center">
          <Text c="gray.7">No members found</Text>
        </Paper>
      )}
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="sm"
        style={{ opacity: members.isPlaceholderData ? 0.6 : 1 }}
      >
        {list.map((m) => (
          <MemberResultCard
            key={m.id}
            member={m}
            selected={chosen?.id === m.id}
            onChoose={() => setChosen(m)}
            onQuickPay={() => setQuick(quickTarget(m))}
          />
        ))}
      </SimpleGrid>
      {quick && <RecordPaymentModal target={quick} onClose={() => setQuick(null)} />}
    </Stack>
  );
}
