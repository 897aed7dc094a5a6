/**
 * Mantine's styles for the frame and the public pages only (~1/3 of its whole stylesheet), so the first
 * page is not held back by 40 KB of CSS it does not use. Everything else — the customer panel, the back
 * office, the slide-in panels — loads the whole sheet with its code (full-styles.ts, router.tsx).
 * The `.layer.css` files put Mantine in a CSS layer: our own rules win whatever the loading order.
 * A public page that starts using another Mantine component adds its sheet here (e2e/public.e2e.ts
 * fails on Mantine classes without styles).
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
