// The whole of Mantine's styles, loaded with every dashboard screen but the home (routes.tsx) and by
// the public gym page: the home and the sign-in page load only their part (first-screen-styles.ts,
// layout/shell-styles.ts; decision 0307).
import "@mantine/core/styles.css";
