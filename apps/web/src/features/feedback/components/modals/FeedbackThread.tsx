import type { FeedbackThreadMessage } from "@gym/contracts";
import { Paper, Stack, Text } from "@mantine/core";
import { formatWhen } from "../../utils/when.ts";

/**
 * The conversation: the member's message first, then every response and follow-up in order; staff
 * messages are labelled 'Admin' (part 2 §6), a member's carry their name.
 */
export function FeedbackThread({
  opening,
  messages,
}: {
  opening: { author: string; message: string; at: string };
  messages: FeedbackThreadMessage[];
}) {
  const all = [
    { key: "opening", author: "MEMBER", name: opening.author, message: opening.message, at: opening.at },
    ...messages.map((m) => ({
      key: String(m.id),
      author: m.author,
      name: m.author_name,
      message: m.message,
      at: m.created_at,
    })),
  ];
  return (
    <Stack gap="xs" role="list" aria-label="Conversation" data-testid="feedback-thread">
      {all.map((m) => (
        <Paper
          key={m.key}
          role="listitem"
          withBorder
          radius="md"
          p="sm"
          bg={m.author === "ADMIN" ? "blue.0" : "gray.0"}
          ml={m.author === "ADMIN" ? { base: 16, sm: 48 } : 0}
          mr={m.author === "ADMIN" ? 0 : { base: 16, sm: 48 }}
        >
          <Text size="xs" fw={700} c="gray.8">
            {m.name} · {formatWhen(m.at)}
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {m.message}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
