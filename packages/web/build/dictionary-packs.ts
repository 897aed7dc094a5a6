/**
 * Which dictionaries travel together, by namespace (src/locales/{lang}/{namespace}.json): the chunk
 * `locale-{lang}-{pack}`. Namespaces not listed get a chunk of their own. Read by vite.config.ts (the
 * chunking) and build/page-hints.ts (which chunk a page's dictionaries are in).
 */
export const DICTIONARY_PACKS: Record<string, string> = {
  common: 'site',
  errors: 'site',
  content: 'site',
  widgets: 'site',
  notifications: 'site',
  // What the customer's dashboard and top bar show; the rest of the panel's pages in a pack of their own,
  // so a phone's first download does not carry them (~8 KiB compressed in Georgian).
  parcels: 'customer',
  account: 'customer',
  'panel-errors': 'customer',
  profile: 'customer-pages',
  courier: 'customer-pages',
  push: 'customer-pages',
  developers: 'customer-pages',
};
