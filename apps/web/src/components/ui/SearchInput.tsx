import { CloseButton, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import type { CSSProperties } from "react";

interface SearchInputProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  style?: CSSProperties;
  w?: number;
}

/** A list's search box: the search icon, and a clear button once something is typed. */
export function SearchInput({ label, placeholder, value, onChange, style, w }: SearchInputProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={value ? <CloseButton aria-label="Clear search" onClick={() => onChange("")} /> : null}
      type="search"
      style={style}
      w={w}
    />
  );
}
