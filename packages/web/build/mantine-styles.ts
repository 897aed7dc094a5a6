/**
 * Each Mantine component's stylesheet travels with the component's code (Mantine's per-component CSS,
 * `@mantine/core/styles/<Name>.layer.css`). Every Mantine component reads its class names from its own
 * `<Name>.module.mjs`; when the bundle takes one in, this plugin adds the import of the matching sheet
 * to it. Vite then puts each sheet in the chunk that holds the component, and loads it with that chunk:
 * the first page gets the sheets of what it renders, a lazy panel brings its own, and the components a
 * component is built from (Button from UnstyledButton and Loader) bring theirs first, in their import
 * order. Nothing to list by hand. The dev server pre-bundles Mantine, out of this plugin's reach, so it
 * loads the whole stylesheet instead.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const stylesDir = path.dirname(
  createRequire(import.meta.url).resolve('@mantine/core/styles/Button.layer.css'),
);
const CLASS_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
const DIRECTIVE = /^(['"])use client\1;?\s*/;

/** The sheet of the component whose class-name module `id` is, if Mantine ships one. */
export function sheetOf(id: string): string | null {
  const name = CLASS_MODULE.exec(id)?.[1];
  if (!name || !existsSync(path.join(stylesDir, `${name}.layer.css`))) return null;
  return `@mantine/core/styles/${name}.layer.css`;
}

export function mantineStyles(): Plugin[] {
  return [
    {
      name: 'amanati-mantine-styles',
      apply: 'build',
      transform: {
        filter: { id: /\.module\.mjs$/ },
        handler(code, id) {
          const sheet = sheetOf(id);
          if (!sheet) return null;
          // After the module's "use client" directive, which must stay its first statement.
          const directive = DIRECTIVE.exec(code)?.[0] ?? '';
          return { code: `${directive}import '${sheet}';\n${code.slice(directive.length)}`, map: null };
        },
      },
    },
    {
      name: 'amanati-mantine-styles-dev',
      apply: 'serve',
      transform: {
        filter: { id: /[\\/]src[\\/]main\.tsx$/ },
        handler: (code) => ({ code: `import '@mantine/core/styles.layer.css';\n${code}`, map: null }),
      },
    },
  ];
}
