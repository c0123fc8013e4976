import type { MemberProfile } from "@gym/contracts";
import { Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { formatRupees } from "../../../../lib/amount.ts";
import { formatDate, formatTimestampDate } from "../../../../lib/calendar-date.ts";
import { initialsColor } from "../../../../lib/initials-color.ts";
import { GENDER_OPTIONS } from "../../utils/member-form.ts";
import { DaysLeft } from "../list/DaysLeft.tsx";
import { MemberStatusBadge } from "../list/MemberStatusBadge.tsx";

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

const genderLabel = (g: MemberProfile["gender"]) => GENDER_OPTIONS.find((o) => o.value === g)?.label ?? g;

/** Who the member is and where their membership stands: every field of part 1 §3, the plan, status and days left. */
export function ProfileOverview({ member }: { member: MemberProfile }) {
  const s = member.summary;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <Group gap="lg" align="flex-start" wrap="wrap">
          <Avatar
            src={member.profile_photo_url}
            alt={member.profile_photo_url ? `Photo of ${member.full_name}` : ""}
            size={96}
            radius="md"
            variant="filled"
            color={initialsColor(member.full_name)}
            name={member.full_name}
            data-testid="profile-photo"
          />
          <Stack gap={6} style={{ flex: "1 1 220px", minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <MemberStatusBadge status={member.display_status} />
              {member.archived_at && (
                <Badge color="gray" c="gray.9" variant="light" data-testid="archived-badge">
                  Archived
                </Badge>
              )}
            </Group>
            <Text size="sm" c="gray.7">
              <Text span ff="monospace" size="sm">
                {member.member_id}
              </Text>
              {" · "}@{member.username}
            </Text>
            <DaysLeft member={member} />
          </Stack>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" style={{ flex: "2 1 320px" }}>
            <Fact label="Plan" testId="profile-plan">
              {member.plan_name ?? "Gym default plan"}
            </Fact>
            <Fact label={member.plan_id === null ? "Monthly fee" : "Plan fee"} testId="profile-amount">
              {member.plan_amount ? formatRupees(member.plan_amount) : "Gym default"}
            </Fact>
            <Fact label="Renewal date">{formatDate(member.renewal_date)}</Fact>
            <Fact label="Joining date">{formatDate(member.joining_date)}</Fact>
            <Fact label="Received in all">{formatRupees(s.total_received)}</Fact>
            <Fact label="Last visit">{s.last_visit_at ? formatTimestampDate(s.last_visit_at) : "No visits yet"}</Fact>
          </SimpleGrid>
        </Group>
      </Paper>

      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <Title order={3} size="h5" mb="sm">
          Details
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" data-testid="profile-details">
          <Fact label="First name">{member.user.first_name}</Fact>
          <Fact label="Last name">{member.user.last_name}</Fact>
          <Fact label="Phone" testId="profile-phone">
            {member.phone}
          </Fact>
          <Fact label="Email">{member.email}</Fact>
          <Fact label="Date of birth">{formatDate(member.date_of_birth)}</Fact>
          <Fact label="Gender">{genderLabel(member.gender)}</Fact>
          <Fact label="Emergency contact">{member.emergency_contact || "-"}</Fact>
          <Fact label="Address">{member.address || "-"}</Fact>
          <Fact label="Username">{member.username}</Fact>
          <Fact label="Company GSTIN">{member.gstin ?? "-"}</Fact>
          <Fact label="Member since">{formatTimestampDate(member.created_at)}</Fact>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
