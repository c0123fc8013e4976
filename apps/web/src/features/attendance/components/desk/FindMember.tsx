import { CARD_CODE_INVALID, FAILED_TO_SEARCH_MEMBERS, normaliseCardCode } from "@gym/contracts";
import { Avatar, Button, Group, Paper, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconCamera, IconId, IconSearch } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { initialsColor } from "../../../../lib/initials-color.ts";
import { TYPING_PAUSE_MS } from "../../../../lib/use-debounced-commit.ts";
import { useSearchMembers } from "../../api/search-members.ts";
import type { Attempt } from "./use-desk.ts";

const CameraScanner = lazy(() => import("./CameraScanner.tsx").then((m) => ({ default: m.CameraScanner })));

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();

/** Find a member in two seconds (issue 24 §1): the camera, a typed card code, or phone, name or member code. */
export function FindMember({ onAttempt, busy }: { onAttempt: (a: Attempt) => void; busy: boolean }) {
  const [camera, setCamera] = useState(false);
  const [search, setSearch] = useState("");
  const [term] = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const found = useSearchMembers(term);

  const submitCode = (event: React.FormEvent) => {
    event.preventDefault();
    if (!normaliseCardCode(code)) return setCodeError(CARD_CODE_INVALID);
    setCodeError(null);
    onAttempt({ input: { code, via: "CODE" }, label: code.toUpperCase() });
    setCode("");
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Find a member">
      <Stack gap="sm">
        {camera ? (
          <Suspense fallback={<Text size="sm">Opening the camera…</Text>}>
            <CameraScanner
              onClose={() => setCamera(false)}
              onCode={(scanned) => onAttempt({ input: { code: scanned, via: "CARD" }, label: scanned })}
            />
          </Suspense>
        ) : (
          <Button size="lg" leftSection={<IconCamera size={22} aria-hidden />} onClick={() => setCamera(true)}>
            Scan member card
          </Button>
        )}
        <form onSubmit={submitCode} noValidate aria-label="Card code">
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label="Card code"
              placeholder="K7QX-M2PA-9D4T"
              size="md"
              style={{ flex: 1 }}
              autoCapitalize="characters"
              autoComplete="off"
              leftSection={<IconId size={18} aria-hidden />}
              value={code}
              error={codeError}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
            <Button type="submit" size="md" mt={25} loading={busy}>
              Check in
            </Button>
          </Group>
        </form>
        <TextInput
          label="Search by phone, name or member code"
          placeholder="Last digits of the phone work best"
          size="md"
          type="search"
          autoComplete="off"
          leftSection={<IconSearch size={18} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {found.isError && (
          <RetryAlert title={FAILED_TO_SEARCH_MEMBERS} error={found.error} onRetry={() => found.refetch()} />
        )}
        {term && found.data && found.data.members.length === 0 && (
          <Text size="sm" c="gray.7">
            No member matches “{term}”.
          </Text>
        )}
        {term && found.data && found.data.members.length > 0 && (
          <Stack gap={4} role="list" aria-label="Members found">
            {found.data.members.map((m) => (
              <UnstyledButton
                key={m.id}
                role="listitem"
                disabled={busy}
                onClick={() => {
                  onAttempt({ input: { member_id: m.id, via: "SEARCH" }, label: `${m.full_name} (${m.member_code})` });
                  setSearch("");
                }}
                aria-label={`Check in ${m.full_name}, ${m.member_code}`}
                style={{ padding: 10, borderRadius: 8, border: "1px solid var(--mantine-color-gray-3)", minHeight: 56 }}
              >
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={m.profile_photo_url} color={initialsColor(m.full_name)} radius="xl" alt="">
                    {initials(m.full_name)}
                  </Avatar>
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={600} truncate>
                      {m.full_name}
                    </Text>
                    <Text size="sm" c="gray.7" truncate>
                      {m.member_code} · {m.phone} · {m.days_left_text}
                    </Text>
                  </div>
                  <Text size="sm" fw={600} c="blue.8">
                    Check in
                  </Text>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
