// Builds the back office (packages/admin, a single-page app served under /admin) when there is no build or a source
// is newer than it: its own code, and the domain and API declaration code it bundles, so `npm start` and the browser
// tests always serve current code. `--force` builds in any case (`npm run build`). Vite alone, no type check: ≈ 10 s.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const admin = path.join(root, 'packages/admin');
const built = path.join(admin, 'build/index.html');
const sources = [
  'packages/admin/src',
  'packages/admin/index.html',
  'packages/admin/vite.config.ts',
  'packages/admin/package.json',
  'packages/domain/src',
  'packages/api/src',
  // The shop's form field and dialog, which the back office uses as they are.
  'packages/storefront/app/components/forms',
  'packages/storefront/app/components/dialog',
  'packages/storefront/app/hooks/useHydrated.ts',
  'packages/storefront/vite/precompress.ts',
];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))));
}

// A build made by this script carries a stamp naming it (a `vite build` by hand under another NODE_ENV, which would
// give React's development build, is built again).
const stamp = path.join(admin, 'build/konfety-build.json');
const stampFor = () => JSON.stringify({ nodeEnv: 'production', builtAt: fs.statSync(built).mtimeMs });
const stamped = fs.existsSync(built) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === stampFor();
const builtAt = stamped ? fs.statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));

if (process.argv.includes('--force') || changedAt > builtAt) {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  if (!fs.existsSync(vite)) {
    // A production install (`npm prune --omit=dev`) has no build tools: the build must have been made before.
    process.stderr.write('The back office build is missing or older than its sources, and the build tools are not installed (a production install).\nRun `npm ci && npm run build` before `npm prune --omit=dev` (README "Production").\n');
    process.exit(1);
  }
  process.stderr.write('Building the back office…\n');
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: admin, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  fs.writeFileSync(stamp, stampFor());
}
