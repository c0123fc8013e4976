import {
  FAILED_TO_FETCH_MEMBER_PAGE_SETTINGS,
  FAILED_TO_SAVE_MEMBER_PAGE_SETTINGS,
  MEMBER_PAGE_SETTINGS_SAVED,
  MEMBERS_MARK_DONE_LABEL,
} from "@gym/contracts";
import { Paper, Skeleton, Stack, Switch, Text, Title } from "@mantine/core";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useMemberPageSettings } from "../../api/get-member-page-settings.ts";
import { useUpdateMemberPageSettings } from "../../api/update-member-page-settings.ts";

/** What members may do on their own page (decision 0345): one switch, saved when flipped. */
export function MemberPageSettingsCard() {
  const settings = useMemberPageSettings();
  const save = useUpdateMemberPageSettings();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Member page
        </Title>
        {settings.isError && (
          <RetryAlert
            title={FAILED_TO_FETCH_MEMBER_PAGE_SETTINGS}
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        )}
        {settings.isPending && <Skeleton h={36} />}
        {settings.data && (
          <Switch
            label={MEMBERS_MARK_DONE_LABEL}
            checked={
              save.isPending ? Boolean(save.variables?.members_mark_done) : settings.data.settings.members_mark_done
            }
            disabled={save.isPending}
            onChange={(e) =>
              save.mutate(
                { members_mark_done: e.currentTarget.checked },
                { onSuccess: () => notify({ color: "green", message: MEMBER_PAGE_SETTINGS_SAVED }) },
              )
            }
          />
        )}
        <Text size="sm" c="gray.7">
          Shows a “Done today” button on each workout of the member’s page.
        </Text>
        {save.isError && <RetryAlert title={FAILED_TO_SAVE_MEMBER_PAGE_SETTINGS} error={save.error} />}
      </Stack>
    </Paper>
  );
}
