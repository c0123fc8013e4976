import {
  FAILED_TO_FETCH_MEMBER_LINK,
  FAILED_TO_REVOKE_MEMBER_LINK,
  FAILED_TO_ROTATE_MEMBER_LINK,
  type MemberLink,
} from "@gym/contracts";
import { Anchor, Button, CopyButton, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconBrandWhatsapp, IconCheck, IconCopy, IconLink, IconLinkOff, IconRefresh } from "@tabler/icons-react";
import { SUCCESS_GREEN } from "../../../../components/ui/accessible-colours.ts";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../../lib/api-error.ts";
import { formatTimestampDate } from "../../../../lib/calendar-date.ts";
import { useChangeMemberLink } from "../../api/change-member-link.ts";
import { useMemberLink } from "../../api/get-member-link.ts";

/**
 * The profile's "Member's page" card (issue 26 §1, decisions 0340, 0341): the member's private link with
 * Copy, Send on WhatsApp (a ready message), and Rotate and Revoke after a confirmation.
 */
export function MemberLinkCard({ memberId, name }: { memberId: number; name: string }) {
  const query = useMemberLink(memberId);
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} data-testid="member-link">
      <Stack gap="sm">
        <Group gap="xs">
          <IconLink size={20} aria-hidden />
          <Title order={2} size="h4">
            Member's page
          </Title>
        </Group>
        <Text size="sm" c="gray.7">
          A private page for {name}: days left, dues with UPI, invoices, visits and workouts. Anyone with the link can
          open it.
        </Text>
        {query.isLoading ? (
          <Skeleton height={72} data-testid="member-link-loading" />
        ) : query.error || !query.data ? (
          <RetryAlert
            title={FAILED_TO_FETCH_MEMBER_LINK}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <LinkBody memberId={memberId} name={name} link={query.data.link} />
        )}
      </Stack>
    </Paper>
  );
}

function LinkBody({ memberId, name, link }: { memberId: number; name: string; link: MemberLink | null }) {
  const change = useChangeMemberLink(memberId);
  const run = (kind: "rotate" | "revoke") =>
    change.mutate(kind, {
      onSuccess: (answer) => notify({ color: "green", title: answer.message, message: name }),
      onError: (error) =>
        notify({
          color: "red",
          title: kind === "rotate" ? FAILED_TO_ROTATE_MEMBER_LINK : FAILED_TO_REVOKE_MEMBER_LINK,
          message: failureText(error, ""),
        }),
    });
  const busy = change.isPending ? change.variables : null;

  if (!link) {
    return (
      <Group justify="space-between" gap="sm">
        <Text size="sm">No link in use.</Text>
        <Button
          leftSection={<IconLink size={16} aria-hidden />}
          loading={busy === "rotate"}
          onClick={() => run("rotate")}
        >
          Make a link
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="sm">
      <Anchor
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        style={{ overflowWrap: "anywhere" }}
        data-testid="member-link-url"
      >
        {link.url}
      </Anchor>
      <Text size="xs" c="gray.7">
        Made on {formatTimestampDate(link.created_at)}
      </Text>
      <Group gap="sm">
        <CopyButton value={link.url} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? "Link copied" : "Copy link"}
            </Button>
          )}
        </CopyButton>
        {link.whatsapp_url ? (
          <Button
            component="a"
            href={link.whatsapp_url}
            target="_blank"
            rel="noopener noreferrer"
            color={SUCCESS_GREEN}
            leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
          >
            Send on WhatsApp
          </Button>
        ) : (
          <Text size="sm" c="gray.7">
            No mobile number WhatsApp takes: copy the link instead.
          </Text>
        )}
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={busy === "rotate"}
          onClick={() =>
            openConfirm({
              title: "Make a new link",
              message: `${name}'s current link will stop working at once. Send them the new one.`,
              confirmLabel: "Make new link",
              onConfirm: () => run("rotate"),
            })
          }
        >
          Rotate
        </Button>
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconLinkOff size={16} aria-hidden />}
          loading={busy === "revoke"}
          onClick={() =>
            openConfirm({
              title: "Revoke link",
              message: `${name}'s link will stop working at once. You can make a new one later.`,
              confirmLabel: "Revoke",
              onConfirm: () => run("revoke"),
            })
          }
        >
          Revoke
        </Button>
      </Group>
    </Stack>
  );
}
