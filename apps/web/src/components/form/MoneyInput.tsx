import { TextInput, type TextInputProps } from "@mantine/core";

/**
 * An amount in rupees as text (the contract's money schema checks it: at most two decimals, within
 * numeric(12,2)), with the numeric keypad on phones.
 */
export function MoneyInput(props: Omit<TextInputProps, "inputMode" | "leftSection">) {
  return <TextInput inputMode="decimal" leftSection="₹" autoComplete="off" {...props} />;
}
