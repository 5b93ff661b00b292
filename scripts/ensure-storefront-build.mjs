// Builds the storefront when there is no build or a source is newer than it (its own, and the domain and API contract
// code it bundles), so `npm start` always serves current code.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'packages/storefront/build/server/index.js');
const sources = ['packages/storefront/app', 'packages/storefront/public', 'packages/storefront/vite.config.ts', 'packages/storefront/vite', 'packages/storefront/react-router.config.ts', 'packages/domain/src', 'packages/api/src'];

function newest(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))));
}

// A build made by this script says so in a stamp naming the build it belongs to; any other build (an older
// one, or `react-router build` run under another NODE_ENV, e.g. vitest's `test`, which gives React's
// development build) is rebuilt.
const stamp = path.join(root, 'packages/storefront/build/konfety-build.json');
const stampFor = () => JSON.stringify({ nodeEnv: 'production', serverBuiltAt: fs.statSync(built).mtimeMs });
const stamped = fs.existsSync(built) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === stampFor();
const builtAt = stamped ? fs.statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
// `npm run build` passes --force: a build on request, stamped, so that a later `npm start` finds it current.
if (process.argv.includes('--force') || changedAt > builtAt) {
  if (!fs.existsSync(path.join(root, 'node_modules/.bin/react-router'))) {
    // A production install (`npm prune --omit=dev`) has no build tools: the build must have been made before.
    process.stderr.write('The storefront build is missing or older than its sources, and the build tools are not installed (a production install).\nRun `npm ci && npm run build` before `npm prune --omit=dev` (README "Production").\n');
    process.exit(1);
  }
  process.stderr.write('Building the storefront…\n');
  // With this very Node.js (not whichever `node` the CLI's shebang would find on PATH), and always the
  // production build: the tests run what the shop serves, and `npm start` never reuses a development build.
  execFileSync(process.execPath, [path.join(root, 'node_modules/.bin/react-router'), 'build'], {
    cwd: path.join(root, 'packages/storefront'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  fs.writeFileSync(stamp, stampFor());
}
