/*
 * Mantine's styles for what renders before the dashboard or the public page has loaded: the sign-in
 * page, the loading screen and the crash page (in the order of Mantine's own styles.css). The rest
 * (about 200 KB) comes with DashboardLayout and PublicGymSectionPage, which import the whole
 * "@mantine/core/styles.css". A component added to those first screens needs its file here;
 * first-screen-styles.test.ts fails until it is.
 */
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Center.css";
import "@mantine/core/styles/Code.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Title.css";
