import type { MemberRegisterResponse } from "@gym/contracts";
import { Anchor, Paper, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { notify } from "../../../components/ui/notify.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { AddMemberForm } from "../components/add-member/AddMemberForm.tsx";
import { memberListLink, RegisteredMemberAlert } from "../components/add-member/RegisteredMemberAlert.tsx";

/** /dashboard/addMember (part 1 §2 "Add New Member"): the form, with a back control to the dashboard. */
export default function AddMemberPage() {
  const navigate = useNavigate();
  const [registered, setRegistered] = useState<MemberRegisterResponse | null>(null);

  const onRegistered = (answer: MemberRegisterResponse) => {
    setRegistered(answer);
    window.scrollTo({ top: 0, behavior: "smooth" });
    const { full_name, member_id } = answer.member_details;
    const id = `member-registered-${member_id}`;
    // Notifications render outside the router, so the link navigates through the captured `navigate`.
    notify({
      id,
      color: "green",
      title: answer.message,
      message: (
        <>
          {full_name} · member code {member_id}.{" "}
          <Anchor
            href={memberListLink(member_id)}
            size="sm"
            onClick={(event) => {
              event.preventDefault();
              notifications.hide(id);
              navigate(memberListLink(member_id));
            }}
          >
            View in members list
          </Anchor>
        </>
      ),
    });
  };

  return (
    <Stack gap="md" maw={960}>
      <PageHeader title="Add New Member" />
      {registered && <RegisteredMemberAlert answer={registered} onClose={() => setRegistered(null)} />}
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <AddMemberForm onRegistered={onRegistered} />
      </Paper>
    </Stack>
  );
}
