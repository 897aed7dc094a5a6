import { defineConfig } from 'vitest/config';

/**
 * The test projects. `npm test` (scripts/test-all.mjs) runs them as tiers in processes of their own, side
 * by side: units (shared, web), the API suite per database engine (server), resilience and the browser
 * journeys (e2e).
 */
const server = {
  environment: 'node',
  globalSetup: ['packages/server/src/test/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks',
} as const;

export default defineConfig({
  test: {
    projects: [
      'packages/web/vite.config.ts',
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          exclude: ['packages/server/src/resilience/**'],
          ...server,
        },
      },
      {
        // Real server processes under load, killed and fuzzed: slow, and apart from the API suite.
        test: { name: 'resilience', include: ['packages/server/src/resilience/**/*.test.ts'], ...server },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A poll waits for what the user would see in the browser; on a loaded CI machine a page can take
          // longer than the default second to render it. It still fails when the state never comes.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
