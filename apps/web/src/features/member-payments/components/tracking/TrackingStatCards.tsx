import { collectionRateText, type MonthInfo, monthMembersText } from "@gym/contracts";
import { Paper, SimpleGrid, Text, UnstyledButton } from "@mantine/core";
import { OWED_COLOR, PAID_COLOR } from "../../utils/colors.ts";
import type { StatusFilter } from "../../utils/status.ts";

const CARDS: { label: string; filter: StatusFilter; value: (m: MonthInfo) => string; color: string }[] = [
  { label: "Total Members", filter: "ALL", value: (m) => String(m.total_members), color: "blue.9" },
  { label: "Paid", filter: "PAID", value: (m) => String(m.status_breakdown.PAID ?? 0), color: PAID_COLOR },
  {
    label: "Pending",
    filter: "PENDING",
    value: (m) => String(m.status_breakdown.PENDING ?? 0),
    color: "#8a5a00",
  },
  { label: "Overdue", filter: "OVERDUE", value: (m) => String(m.status_breakdown.OVERDUE ?? 0), color: OWED_COLOR },
  { label: "Collection Rate", filter: "ALL", value: (m) => `${m.collection_rate}%`, color: "teal.9" },
];

/** Each card's count in words (issue 23 §3): what the number includes. */
function cardNote(label: string, m: MonthInfo): string | null {
  if (label === "Total Members") return monthMembersText(m.total_members, m.suspended_left_out);
  if (label === "Collection Rate") return collectionRateText(m.members_paid, m.members_billed, `in ${m.month_name}`);
  return null;
}

/** Part 2 §2 Dashboard view: the five stat cards; each jumps to the monthly view with its filter. */
export function TrackingStatCards({ info, onSelect }: { info: MonthInfo; onSelect: (f: StatusFilter) => void }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {CARDS.map((card) => (
        <UnstyledButton
          key={card.label}
          onClick={() => onSelect(card.filter)}
          aria-label={`${card.label}: ${card.value(info)}. ${cardNote(card.label, info) ?? ""}${cardNote(card.label, info) ? ". " : ""}Show in the monthly view`}
        >
          <Paper withBorder radius="md" p="md" h="100%">
            <Text size="sm" c="gray.7">
              {card.label}
            </Text>
            <Text fz={28} fw={700} c={card.color}>
              {card.value(info)}
            </Text>
            {cardNote(card.label, info) && (
              <Text size="xs" c="gray.7">
                {cardNote(card.label, info)}
              </Text>
            )}
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
