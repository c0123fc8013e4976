import type { MemberRegisterResponse } from "@gym/contracts";
import { Alert, Anchor, Text } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router-dom";

export const memberListLink = (memberCode: string) => `/dashboard/membersList?search=${encodeURIComponent(memberCode)}`;

/** Stays on the page after a registration (the toast fades), with the member code and a link to the list. */
export function RegisteredMemberAlert({ answer, onClose }: { answer: MemberRegisterResponse; onClose: () => void }) {
  const { full_name, member_id, username } = answer.member_details;
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      title={answer.message}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      data-testid="register-success"
    >
      <Text size="sm">
        {full_name} was added with member code <strong data-testid="new-member-code">{member_id}</strong> (username{" "}
        {username}).{" "}
        <Anchor component={Link} to={memberListLink(member_id)} size="sm">
          View in members list
        </Anchor>
      </Text>
    </Alert>
  );
}
