import type { CheckInResponse } from "@gym/contracts";
import { Avatar, Badge, Box, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconCircleX, IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { MemberNameLink } from "../../../../components/ui/MemberNameLink.tsx";
import { initialsColor } from "../../../../lib/initials-color.ts";
import { DOOR_BACKGROUND } from "../../utils/door-colours.ts";
import { CollectDues } from "./CollectDues.tsx";
import { MemberCardButton } from "./MemberCardButton.tsx";
import { OverrideModal } from "./OverrideModal.tsx";
import { RenewAtDoor } from "./RenewAtDoor.tsx";

const ICON = { GREEN: IconCircleCheck, AMBER: IconInfoCircle, RED: IconCircleX } as const;

interface Props {
  answer: CheckInResponse;
  busy: boolean;
  /** Check the same member in again (after money was taken) or with an override's reason. */
  onAgain: (override?: string) => void;
  onDone: () => void;
}

/** The door check's answer (issue 24 §2): the colour, the reasons in words, and what the desk can do now. */
export function DoorAnswerCard({ answer, busy, onAgain, onDone }: Props) {
  const [overriding, setOverriding] = useState(false);
  const { door, member } = answer;
  const Icon = ICON[door.colour];
  const stopped = !answer.checked_in && !answer.already_checked_in_at;
  // The reasons follow in their own lines: a stopped member's heading is just that.
  const heading = stopped ? "Not checked in" : answer.message;
  return (
    <Paper withBorder radius="md" component="section" aria-label="Door check" style={{ overflow: "hidden" }}>
      <Box bg={DOOR_BACKGROUND[door.colour]} c="white" p="md" data-testid="door-answer" data-colour={door.colour}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Icon size={40} aria-hidden style={{ flexShrink: 0 }} />
          <div>
            <Title order={3} c="white" role="status">
              {heading}
            </Title>
            {door.reasons.map((r) => (
              <Text key={r} size="lg" fw={500}>
                {r}
              </Text>
            ))}
          </div>
        </Group>
      </Box>
      <Stack gap="md" p="md">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={member.profile_photo_url} size="lg" radius="xl" color={initialsColor(member.full_name)} alt="">
            {member.full_name.slice(0, 1)}
          </Avatar>
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700} size="lg" truncate>
              <MemberNameLink id={member.id}>{member.full_name}</MemberNameLink>
            </Text>
            <Text size="sm" c="gray.7">
              {member.member_code} · {member.phone} · {member.days_left_text}
            </Text>
          </div>
          {answer.checked_in && (
            <Badge size="lg" color="dark" variant="outline">
              In at {answer.check_in?.time}
            </Badge>
          )}
        </Group>
        {answer.dues.total > 0 && <CollectDues key={member.id} answer={answer} onPaid={() => onAgain()} />}
        {answer.renewal && answer.dues.total === 0 && (
          <RenewAtDoor key={`r${member.id}`} member={member} offer={answer.renewal} onPaid={() => onAgain()} />
        )}
        <Group gap="sm">
          {stopped && (
            <Button size="lg" variant="outline" color="red.9" onClick={() => setOverriding(true)} disabled={busy}>
              Let in anyway
            </Button>
          )}
          <MemberCardButton memberId={member.id} />
          <Button size="lg" variant="default" onClick={onDone}>
            Next member
          </Button>
        </Group>
      </Stack>
      {overriding && (
        <OverrideModal
          memberId={member.id}
          name={member.full_name}
          reasons={door.reasons}
          onClose={() => setOverriding(false)}
          onConfirm={(reason) => {
            setOverriding(false);
            onAgain(reason);
          }}
        />
      )}
    </Paper>
  );
}
