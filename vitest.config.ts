import { configDefaults, defineConfig } from 'vitest/config';
import { nodeVersionProblem } from './scripts/node-version.mjs';

// Every project runs in workers of this process (same Node.js): refuse a Node older than the project's.
const nodeProblem = nodeVersionProblem();
if (nodeProblem) throw new Error(nodeProblem);

const api = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: ['packages/api/test/**/*.test.ts'],
    globalSetup: ['packages/api/test/support/global-setup.ts'],
    env: { TEST_DB: db },
    testTimeout: 30000,
    hookTimeout: 120000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['packages/domain/test/**/*.test.ts', 'packages/db/test/**/*.test.ts', 'packages/config/test/**/*.test.ts', 'packages/storage/test/**/*.test.ts', 'packages/server/test/**/*.test.ts', 'packages/storefront/test/unit/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, 'packages/server/test/process/**'], testTimeout: 120000, hookTimeout: 120000 } },
      api('pglite'),
      api('postgres'),
      {
        test: {
          name: 'browser',
          // packages/server/test/process: the real shop process killed and stopped (crash safety, graceful shutdown);
          // here because the production shop serves the storefront that this project's global setup builds.
          include: ['packages/storefront/test/browser/**/*.test.ts', 'packages/server/test/process/**/*.test.ts'],
          globalSetup: ['packages/storefront/test/browser/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60000,
          hookTimeout: 180000,
        },
      },
    ],
  },
});
