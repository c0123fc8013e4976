import type { z } from "@gym/contracts";
import { type FormErrors, type UseFormReturnType, useForm } from "@mantine/form";
import { useState } from "react";
import { formFieldErrors } from "../../lib/field-errors.ts";
import { newIdempotencyKey } from "../../lib/idempotency.ts";
import { contractErrors, labelled } from "./contract-resolver.ts";

/** What @mantine/form accepts as values (an interface of fields satisfies it; `unknown` would not). */
// biome-ignore lint/suspicious/noExplicitAny: @mantine/form's own constraint on form values.
export type FormValues = Record<string, any>;

export interface ContractFormOptions<V, P> {
  /** The zod schema from @gym/contracts that the server parses this call's body with. */
  schema: z.ZodType;
  initialValues: V;
  /** What the form sends, built from its values; the schema checks this (default: the values as they are). */
  toPayload?: (values: V) => P;
  /** Form field of a payload key when the names differ, for the schema's and the server's messages. */
  fieldOf?: Partial<Record<string, string>>;
  /** A field's label by payload key, for messages naming the key ("first_name is required" → "First name is required"). */
  labels?: Partial<Record<string, string>>;
  /** The form's name (@mantine/form's, for focusing the first error field by name). */
  name?: string;
  /** Called on every change of the values (e.g. to clear a failed save's alert once the owner edits). */
  onValuesChange?: (values: V) => void;
}

export type ContractForm<V extends FormValues, P> = UseFormReturnType<V> & {
  /** One Idempotency-Key per opening of the form (decision 0182): a double tap or a retry is one save. */
  idempotencyKey: string;
  /** Submit handler: validates with the contract, then calls `handler` with the payload the schema passed. */
  submitWith: (
    handler: (payload: P, values: V) => void,
    onInvalid?: (errors: FormErrors) => void,
  ) => (event?: React.FormEvent<HTMLFormElement>) => void;
  /** Puts a 400 body's field messages (`{ amount_paid: ["..."] }`) under their fields. */
  showServerErrors: (error: unknown) => void;
};

/**
 * The form kit (docs/conventions.md "Forms", decision 0237): a controlled @mantine/form form validated by
 * the call's contract schema, with the opening's idempotency key and the server's field errors.
 */
export function useContractForm<V extends FormValues, P = V>({
  schema,
  initialValues,
  toPayload = (v) => v as unknown as P,
  fieldOf = {},
  labels = {},
  name,
  onValuesChange,
}: ContractFormOptions<V, P>): ContractForm<V, P> {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<V>({
    mode: "controlled",
    ...(name ? { name } : {}),
    ...(onValuesChange ? { onValuesChange } : {}),
    initialValues,
    validate: (values) => contractErrors(schema, values, toPayload, fieldOf, labels),
  });
  return Object.assign(form, {
    idempotencyKey,
    submitWith: (handler: (payload: P, values: V) => void, onInvalid?: (errors: FormErrors) => void) =>
      form.onSubmit((values) => handler(toPayload(values), values), onInvalid),
    showServerErrors: (error: unknown) => {
      const errors: Record<string, string> = {};
      for (const [key, message] of Object.entries(formFieldErrors(error)))
        errors[fieldOf[key] ?? key] = labelled(key, message, labels);
      if (Object.keys(errors).length > 0) form.setErrors(errors);
    },
  });
}
