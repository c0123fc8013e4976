import { FETCH_STAFF_FAILED, type StaffAccount, type StaffPasswordResponse } from "@gym/contracts";
import { Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { useStoredSession } from "../../../lib/use-stored-session.ts";
import { useDoorDevices } from "../api/get-door-devices.ts";
import { useStaff } from "../api/get-staff.ts";
import { StaffTable } from "../components/list/StaffTable.tsx";
import { useStaffActions } from "../components/list/use-staff-actions.ts";
import { DoorDeviceModal } from "../components/modals/DoorDeviceModal.tsx";
import { PasswordOnceModal } from "../components/modals/PasswordOnceModal.tsx";
import { StaffModal } from "../components/modals/StaffModal.tsx";

/** /dashboard/staff (designed, decisions 0320-0325): the owner's staff accounts and door devices. */
export default function StaffPage() {
  const staff = useStaff();
  const doors = useDoorDevices();
  const wide = useMediaQuery("(min-width: 62em)", undefined, { getInitialValueInEffect: false }) ?? false;
  const selfId = useStoredSession().user?.user_id;
  const [editing, setEditing] = useState<StaffAccount | "new" | null>(null);
  const [addingDoor, setAddingDoor] = useState(false);
  const [password, setPassword] = useState<StaffPasswordResponse | null>(null);
  const actions = useStaffActions(setPassword);

  return (
    <Stack gap="md">
      <PageHeader
        title="Staff"
        subtitle="Who signs in to the gym's dashboard, and what each may do"
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing("new")}>
            Add Staff
          </Button>
        }
      />
      {staff.isError && (
        <RetryAlert
          title={FETCH_STAFF_FAILED}
          error={staff.error}
          onRetry={() => void staff.refetch()}
          retrying={staff.isFetching}
        />
      )}
      {staff.isPending && <Skeleton h={200} />}
      {staff.isSuccess && staff.data.staff.length === 1 && (
        <Text size="sm" c="gray.7">
          Only you so far. Add the front desk, managers and trainers: each signs in with their own username and sees
          only their part.
        </Text>
      )}
      {staff.isSuccess && (
        <StaffTable
          staff={staff.data.staff}
          wide={wide}
          actions={{
            onEdit: setEditing,
            onDeactivate: actions.askDeactivate,
            onActivate: actions.activate,
            onReset: actions.askReset,
            selfId,
            busy: actions.busy,
          }}
        />
      )}

      <Group justify="space-between" mt="md" wrap="wrap">
        <Title order={2} size="h4">
          Door devices
        </Title>
        <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAddingDoor(true)}>
          Add Door Device
        </Button>
      </Group>
      {doors.isError && (
        <RetryAlert
          title={FETCH_STAFF_FAILED}
          error={doors.error}
          onRetry={() => void doors.refetch()}
          retrying={doors.isFetching}
        />
      )}
      {doors.isPending && <Skeleton h={80} />}
      {doors.isSuccess && doors.data.staff.length === 0 && (
        <Card withBorder radius="md" padding="md">
          <Text size="sm" c="gray.7">
            No door devices. A tablet at the entrance can run the check-in by itself with its own sign-in.
          </Text>
        </Card>
      )}
      {doors.isSuccess && doors.data.staff.length > 0 && (
        <StaffTable
          staff={doors.data.staff}
          wide={wide}
          actions={{ onRevoke: actions.askRevoke, selfId, busy: actions.busy }}
        />
      )}

      {editing !== null && (
        <StaffModal
          account={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={setPassword}
        />
      )}
      {addingDoor && <DoorDeviceModal onClose={() => setAddingDoor(false)} onCreated={setPassword} />}
      {password && <PasswordOnceModal answer={password} onClose={() => setPassword(null)} />}
    </Stack>
  );
}
