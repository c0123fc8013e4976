import { Center, Paper, Stack, Text, Title } from "@mantine/core";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { SignInForm } from "../components/SignInForm.tsx";

/** /login (part 1 §1, §2). The redirect for an already stored token lives in the route guard. */
export default function LoginPage() {
  usePageTitle("Sign In");
  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-gray-1)">
      <Paper withBorder shadow="md" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap={4} mb="lg" ta="center">
          <Title order={1} size="h2">
            Gym Owner Dashboard
          </Title>
          <Text fw={600} c="blue.8">
            Track. Train. Transform
          </Text>
          <Text size="sm" c="gray.7">
            Manage your fitness empire with precision and power
          </Text>
        </Stack>
        <SignInForm />
      </Paper>
    </Center>
  );
}
