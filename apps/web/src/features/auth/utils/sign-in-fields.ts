/** The sign-in form's three fields (part 1 §3); user_type is fixed to admin and never shown. */
export interface SignInValues {
  schema_name: string;
  username: string;
  password: string;
}

export type SignInField = keyof SignInValues;
export type SignInErrors = Partial<Record<SignInField, string>>;

const LABELS: Record<SignInField, string> = { schema_name: "Gym Schema", username: "Username", password: "Password" };

/** Part 1 §5: all three are required, with no length or format rules; blank counts as missing. */
export function signInErrors(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  for (const field of Object.keys(LABELS) as SignInField[]) {
    if (!values[field].trim()) errors[field] = `${LABELS[field]} is required`;
  }
  return errors;
}

/** What is sent: schema and username without surrounding spaces, the password exactly as typed. */
export function signInCredentials(values: SignInValues): SignInValues {
  return { ...values, schema_name: values.schema_name.trim(), username: values.username.trim() };
}
