import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { saveSession } from "../../../lib/session-storage.ts";
import { sessionQueryOptions } from "../api/get-session.ts";
import { signInErrorText, useSignInMutation } from "../api/sign-in.ts";
import {
  type SignInErrors,
  type SignInField,
  type SignInValues,
  signInCredentials,
  signInErrors,
} from "../utils/sign-in-fields.ts";

/** Part 1 §3: "The form starts with schema_name set to a default gym tenant name". */
const DEFAULT_SCHEMA = import.meta.env.VITE_DEFAULT_SCHEMA || "demo_gym";

/**
 * Three required fields and no contract schema, kept in React state rather than `useForm`: this is the
 * one form on the sign-in page's first download, and @mantine/form was 6 kB of its 150 kB budget
 * (decision 0095).
 */
export function SignInForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignInMutation();
  const [values, setValues] = useState<SignInValues>({ schema_name: DEFAULT_SCHEMA, username: "", password: "" });
  const [errors, setErrors] = useState<SignInErrors>({});

  const change = (field: SignInField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    // A field's own message goes as soon as it is edited; part 1 §4: "Typing in any field clears the current error."
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (signIn.isError) signIn.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = signInErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    signIn.mutate(signInCredentials(values), {
      onSuccess: (answer) => {
        const { token, success: _success, ...user } = answer;
        saveSession(token, user);
        // The token was just issued: seed the session check so the dashboard opens without a second call.
        queryClient.setQueryData(sessionQueryOptions(token).queryKey, user);
        navigate("/dashboard", { replace: true });
      },
      onError: (error) => console.warn("Sign-in failed:", signInErrorText(error)),
    });
  };

  const submitting = signIn.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <TextInput
          label="Gym Schema"
          withAsterisk
          autoComplete="organization"
          value={values.schema_name}
          onChange={change("schema_name")}
          error={errors.schema_name}
        />
        <TextInput
          label="Username"
          withAsterisk
          autoComplete="username"
          value={values.username}
          onChange={change("username")}
          error={errors.username}
        />
        <PasswordInput
          label="Password"
          withAsterisk
          autoComplete="current-password"
          value={values.password}
          onChange={change("password")}
          error={errors.password}
        />
        {signIn.isError && <RetryAlert text={signInErrorText(signIn.error)} data-testid="sign-in-error" />}
        <Button type="submit" size="md" fullWidth disabled={submitting}>
          {submitting ? "Signing In..." : "Sign In to Dashboard"}
        </Button>
      </Stack>
    </form>
  );
}
