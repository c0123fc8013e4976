import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { saveSession } from "../../../lib/session-storage.ts";
import { sessionQueryOptions } from "../api/get-session.ts";
import { signInErrorText, useSignInMutation } from "../api/sign-in.ts";

/** Part 1 §3: "The form starts with schema_name set to a default gym tenant name". */
const DEFAULT_SCHEMA = import.meta.env.VITE_DEFAULT_SCHEMA || "demo_gym";

interface SignInValues {
  schema_name: string;
  username: string;
  password: string;
}

// Part 1 §5: all three are required, with no length or format rules.
const required = (label: string) => (value: string) => (value.trim() ? null : `${label} is required`);

export function SignInForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignInMutation();
  const form = useForm<SignInValues>({
    mode: "controlled",
    initialValues: { schema_name: DEFAULT_SCHEMA, username: "", password: "" },
    validate: {
      schema_name: required("Gym Schema"),
      username: required("Username"),
      password: required("Password"),
    },
    // Part 1 §4: "Typing in any field clears the current error."
    onValuesChange: () => {
      if (signIn.isError) signIn.reset();
    },
  });

  const submit = form.onSubmit((values) => {
    const credentials = { ...values, schema_name: values.schema_name.trim(), username: values.username.trim() };
    signIn.mutate(credentials, {
      onSuccess: (answer) => {
        const { token, success: _success, ...user } = answer;
        saveSession(token, user);
        // The token was just issued: seed the session check so the dashboard opens without a second call.
        queryClient.setQueryData(sessionQueryOptions(token).queryKey, user);
        navigate("/dashboard", { replace: true });
      },
      onError: (error) => console.warn("Sign-in failed:", signInErrorText(error)),
    });
  });

  const submitting = signIn.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <TextInput label="Gym Schema" withAsterisk autoComplete="organization" {...form.getInputProps("schema_name")} />
        <TextInput label="Username" withAsterisk autoComplete="username" {...form.getInputProps("username")} />
        <PasswordInput
          label="Password"
          withAsterisk
          autoComplete="current-password"
          {...form.getInputProps("password")}
        />
        {signIn.isError && <RetryAlert text={signInErrorText(signIn.error)} data-testid="sign-in-error" />}
        <Button type="submit" size="md" fullWidth disabled={submitting}>
          {submitting ? "Signing In..." : "Sign In to Dashboard"}
        </Button>
      </Stack>
    </form>
  );
}
