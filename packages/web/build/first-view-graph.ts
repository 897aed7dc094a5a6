/**
 * Which modules the customer's first screen needs beyond the app's entry and that no visitor's page
 * needs: the Mantine components, hooks and small shared modules the dashboard and top bar are built
 * from. vite.config.ts puts them in the `customer` chunk with the first view's own code, so a signed-in
 * phone downloads one file instead of some thirty small ones (over HTTP/1.1 six at a time, each a round
 * trip: docs/performance.md), while what a visitor's page also uses stays in the chunks visitors load.
 * Worked out from the module graph once the build has read every module (buildEnd), before chunking.
 *
 * A package's index re-exports all of it: followed as is, every page would seem to need every Mantine
 * component. So an index is not followed; an import of names from a package stands for the modules of
 * the package named after them (`import { Badge } from '@mantine/core'` → `…/Badge/Badge.mjs`).
 */
import type { Plugin } from 'vite';

interface Graph {
  /** The modules statically reachable from the customer's first view and from no visitor's page. */
  panelOnly: Set<string>;
  /**
   * Modules something imports lazily (`import()`): each keeps a chunk of its own. Inside a group's chunk
   * rolldown made such a module a facade whose namespace it left undefined (the page failed to load).
   */
  lazyTargets: Set<string>;
}

const PACKAGE_INDEX =
  /[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+[\\/](?:esm[\\/]|build[\\/]modern[\\/]|dist[\\/])?index\.m?js$/;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

export function firstViewGraph(
  isCustomerRoot: (id: string) => boolean,
  isVisitorRoot: (id: string) => boolean,
): { plugin: Plugin; graph: Graph } {
  const graph: Graph = { panelOnly: new Set(), lazyTargets: new Set() };
  const plugin: Plugin = {
    name: 'amanati-first-view-graph',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      // A module by its file name within the package folder that holds it (`Badge.mjs`).
      const byFile = new Map<string, string>();
      for (const id of ids) {
        const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/].*[\\/]([A-Za-z]+)\.m?js$/.exec(
          id,
        );
        if (match) byFile.set(`${match[1]!.replace('\\', '/')}/${match[2]}`, id);
      }
      const edges = (id: string): string[] => {
        const info = this.getModuleInfo(id);
        if (!info || PACKAGE_INDEX.test(id)) return [];
        const direct = info.importedIds.filter((imported) => !PACKAGE_INDEX.test(imported));
        if (/[\\/]node_modules[\\/]/.test(id) || !info.code) return direct;
        // The names this module imports from a package's index, as the modules of those names.
        const named: string[] = [];
        for (const [, names, from] of info.code.matchAll(NAMED_IMPORT)) {
          if (from!.startsWith('.') || from!.startsWith('/')) continue;
          for (const name of names!.split(',')) {
            const found = byFile.get(`${from}/${name.trim().split(/\s+as\s+/)[0]}`);
            if (found) named.push(found);
          }
        }
        return [...direct, ...named];
      };
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const todo = [...roots];
        while (todo.length > 0) {
          const id = todo.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          todo.push(...edges(id));
        }
        return seen;
      };
      const entry = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const visitor = closure(ids.filter(isVisitorRoot));
      graph.lazyTargets = new Set(
        ids.filter((id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0),
      );
      graph.panelOnly = new Set(
        [...closure(ids.filter(isCustomerRoot))].filter((id) => !entry.has(id) && !visitor.has(id)),
      );
    },
  };
  return { plugin, graph };
}
