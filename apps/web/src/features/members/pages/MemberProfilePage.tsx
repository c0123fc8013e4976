import {
  DELETE_MEMBER_FAILED,
  MEMBER_ARCHIVED_READ_ONLY,
  type MemberProfile,
  memberRemovalWarning,
} from "@gym/contracts";
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconArchive, IconArrowBackUp, IconEdit, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { openConfirm } from "../../../components/ui/confirm.tsx";
import { notify } from "../../../components/ui/notify.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { formatTimestampDate } from "../../../lib/calendar-date.ts";
import { useMayCall } from "../../../lib/role-access.ts";
import { isMemberMissing, memberErrorText, useMember } from "../api/get-member.ts";
import { useRemoveMember } from "../api/remove-member.ts";
import { useRestoreMember } from "../api/restore-member.ts";
import { AddMemberForm } from "../components/add-member/AddMemberForm.tsx";
import { DataRightsCard } from "../components/data-rights/DataRightsCard.tsx";
import { FreezeAction } from "../components/freeze/FreezeAction.tsx";
import { MemberLinkCard } from "../components/member-link/MemberLinkCard.tsx";
import { ProfileHistory } from "../components/profile/ProfileHistory.tsx";
import { ProfileOverview } from "../components/profile/ProfileOverview.tsx";

const BACK_TO_MEMBERS = { to: "/dashboard/membersList", label: "Back to Members" };

function parseId(text: string | undefined): number | null {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
}

/**
 * /dashboard/members/{id} (issue 23 §5, decision 0260): the member's profile, its edit with the Add New
 * Member form, delete-or-archive with a confirmation that says which (decision 0261), and their history.
 */
export default function MemberProfilePage() {
  const id = parseId(useParams().id);
  if (id === null) return <MemberMissing />;
  return <MemberProfileScreen id={id} />;
}

function MemberMissing() {
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title="Member not found" back={BACK_TO_MEMBERS} />
      <Text>There is no member at this address. They may have been deleted.</Text>
    </Stack>
  );
}

function MemberProfileScreen({ id }: { id: number }) {
  const query = useMember(id);
  const [editing, setEditing] = useState(false);
  if (query.isLoading) {
    return (
      <Stack gap="md" maw={1200} data-testid="profile-loading">
        <Skeleton height={40} width={280} />
        <Skeleton height={140} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (query.error && isMemberMissing(query.error)) return <MemberMissing />;
  if (query.error || !query.data) {
    return (
      <Stack gap="md" maw={1200}>
        <PageHeader title="Member" back={BACK_TO_MEMBERS} />
        <RetryAlert
          title={memberErrorText(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  }
  const member = query.data.member;
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader
        title={member.full_name}
        subtitle={`Member ${member.member_id}`}
        back={BACK_TO_MEMBERS}
        actions={editing ? null : <ProfileActions member={member} onEdit={() => setEditing(true)} />}
      />
      {member.archived_at && (
        <Alert color="gray" variant="light" icon={<IconArchive aria-hidden />} data-testid="archived-note">
          <Text size="sm" c="gray.9">
            Archived on {formatTimestampDate(member.archived_at)}. {MEMBER_ARCHIVED_READ_ONLY} Their payments and
            invoices are kept.
          </Text>
        </Alert>
      )}
      {editing ? (
        <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
          <AddMemberForm
            edit={{
              member,
              onCancel: () => setEditing(false),
              onSaved: (answer) => {
                setEditing(false);
                notify({ color: "green", title: answer.message, message: answer.member.full_name });
              },
            }}
          />
        </Paper>
      ) : (
        <ProfileOverview member={member} />
      )}
      <MemberLinkCard memberId={member.id} name={member.full_name} />
      <ProfileHistory member={member} />
      <DataRightsCard memberId={member.id} name={member.full_name} />
    </Stack>
  );
}

function ProfileActions({ member, onEdit }: { member: MemberProfile; onEdit: () => void }) {
  const navigate = useNavigate();
  const remove = useRemoveMember((answer) => {
    notify({ color: "green", title: answer.message, message: member.full_name });
    if (answer.removal === "DELETE") navigate(BACK_TO_MEMBERS.to, { replace: true });
  });
  const restore = useRestoreMember();
  const archive = member.removal === "ARCHIVE";
  // Editing, freezing, archiving and deleting are a manager's or the owner's (decision 0321): the desk sees none.
  const mayAdmin = useMayCall("PATCH /api/members/members/{id}/update/");
  if (!mayAdmin) return null;

  if (member.archived_at) {
    return (
      <Button
        variant="light"
        leftSection={<IconArrowBackUp size={18} aria-hidden />}
        loading={restore.isPending}
        onClick={() =>
          restore.mutate(member.id, {
            onSuccess: (answer) => notify({ color: "green", title: answer.message, message: member.full_name }),
            onError: (error) =>
              notify({ color: "red", title: "Failed to restore member", message: failureText(error, "") }),
          })
        }
      >
        Restore
      </Button>
    );
  }

  const confirmRemoval = () =>
    openConfirm({
      title: archive ? "Archive member" : "Delete member",
      message: memberRemovalWarning(member.removal, member.full_name, member.summary.receipts),
      confirmLabel: archive ? "Archive" : "Delete",
      onConfirm: () =>
        remove.mutate(member.id, {
          onError: (error) => notify({ color: "red", title: DELETE_MEMBER_FAILED, message: failureText(error, "") }),
        }),
    });

  return (
    <Group gap="sm">
      <Button leftSection={<IconEdit size={18} aria-hidden />} onClick={onEdit}>
        Edit
      </Button>
      <FreezeAction member={member} />
      <Button
        variant="outline"
        color="red.9"
        leftSection={archive ? <IconArchive size={18} aria-hidden /> : <IconTrash size={18} aria-hidden />}
        loading={remove.isPending}
        onClick={confirmRemoval}
      >
        {archive ? "Archive" : "Delete"}
      </Button>
    </Group>
  );
}
