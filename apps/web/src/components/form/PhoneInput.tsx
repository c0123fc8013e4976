import { TextInput, type TextInputProps } from "@mantine/core";

/** A phone number with the phone keypad on phones (the contract's phone schema checks it). */
export function PhoneInput(props: Omit<TextInputProps, "inputMode" | "type">) {
  return <TextInput type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}
