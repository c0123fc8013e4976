import type { MemberStats } from "@gym/contracts";
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconUserCheck, IconUserExclamation, IconUserOff, IconUsers } from "@tabler/icons-react";
import type { MemberStatus } from "../../../../lib/membership.ts";

const CARDS = [
  { key: "total", label: "Total", status: null, color: "blue", icon: IconUsers },
  { key: "active", label: "Active", status: "ACTIVE", color: "green", icon: IconUserCheck },
  { key: "expired", label: "Expired", status: "EXPIRED", color: "red", icon: IconUserExclamation },
  { key: "suspended", label: "Suspended", status: "SUSPENDED", color: "yellow", icon: IconUserOff },
] as const;

interface MemberStatCardsProps {
  stats: MemberStats | undefined;
  /** "ARCHIVED" while the list shows the archive (no card is pressed then). */
  selected: MemberStatus | null | "ARCHIVED";
  onSelect: (status: MemberStatus | null) => void;
}

/** Part 1 §2: "four clickable stat cards"; a click filters the table by that status (Total clears it). */
export function MemberStatCards({ stats, selected, onSelect }: MemberStatCardsProps) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {CARDS.map(({ key, label, status, color, icon: Icon }) => {
        const pressed = selected === status;
        return (
          <UnstyledButton
            key={key}
            onClick={() => onSelect(status)}
            aria-pressed={pressed}
            aria-label={`${label} members: ${stats ? stats[key] : "loading"}`}
            data-testid={`stat-${key}`}
          >
            <Paper
              withBorder
              radius="md"
              p="md"
              style={pressed ? { borderColor: `var(--mantine-color-${color}-6)`, borderWidth: 2 } : undefined}
            >
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text size="sm" c="gray.7" fw={600}>
                    {label}
                  </Text>
                  {stats ? (
                    <Text fz={26} fw={700} data-testid={`stat-${key}-value`}>
                      {stats[key]}
                    </Text>
                  ) : (
                    <Skeleton h={30} w={60} mt={4} />
                  )}
                </div>
                <ThemeIcon variant="light" color={color} size="xl" radius="md" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
              </Group>
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
