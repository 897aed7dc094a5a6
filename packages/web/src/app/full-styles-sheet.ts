/** Mantine's whole stylesheet as a chunk of its own (see full-styles.ts). */
import '@mantine/core/styles.layer.css';
