// The Node.js major the project runs on (also in package.json "engines", .node-version and the
// `node-linux-*` dependency, which installs it into node_modules/.bin). The test suite refuses an older one:
// `node scripts/node-version.mjs` exits 1 with an explanation; vitest.config.ts calls the same check.
import { pathToFileURL } from 'node:url';

export const REQUIRED_NODE_MAJOR = 24;

/** Why this process's Node.js is not good enough, or null when it is. */
export function nodeVersionProblem(version = process.versions.node) {
  const major = Number(version.split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return null;
  return (
    `Konfety needs Node.js ${REQUIRED_NODE_MAJOR} or newer, but this is Node.js v${version} (${process.execPath}).\n` +
    `Run it through npm (npm test, npm start, npx vitest …): npm puts node_modules/.bin first on PATH, where \`npm install\` put Node.js ${REQUIRED_NODE_MAJOR}.`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problem = nodeVersionProblem();
  if (problem) {
    process.stderr.write(`\n${problem}\n\n`);
    process.exit(1);
  }
  process.stdout.write(`node ${process.version} (${process.execPath})\n`);
}
