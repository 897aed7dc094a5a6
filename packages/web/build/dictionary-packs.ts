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
  parcels: 'customer',
  account: 'customer',
  profile: 'customer',
  courier: 'customer',
  push: 'customer',
  'panel-errors': 'customer',
  developers: 'customer',
};
