/**
 * The Mantine sheets the customer's dashboard and top bar use beyond the public pages' share
 * (app/mantine-styles.ts), instead of Mantine's whole stylesheet: the dashboard is the first page a
 * customer loads. What opens on demand (modals, menus, tooltips, panels) brings the whole sheet with
 * its code (app/full-styles.ts). A component added to the dashboard adds its sheet here.
 */
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
