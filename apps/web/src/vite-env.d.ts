/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Pre-filled "Gym Schema" on the sign-in page (part 1 §3: "a default gym tenant name"). */
  readonly VITE_DEFAULT_SCHEMA?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
