/**
 * The Node.js the shop runs on: 24 LTS, installed from the npm registry as the
 * root package's `node` dependency (npm scripts run node_modules/.bin/node).
 * Node 20 is past its end of life (no security fixes): a shop that takes
 * payments refuses to start on it rather than run unpatched.
 */
export const REQUIRED_NODE_MAJOR = 24;

export function assertSupportedNode(version = process.versions.node): void {
  if (Number(version.split('.')[0]) >= REQUIRED_NODE_MAJOR) return;
  process.stderr.write(
    `\nKonfety needs Node.js ${REQUIRED_NODE_MAJOR} or newer; this is v${version} (${process.execPath}).\n` +
      `Start it with \`npm start\` (or \`npm run dev\`): npm runs the Node.js ${REQUIRED_NODE_MAJOR} that \`npm install\` put into node_modules/.bin.\n\n`,
  );
  process.exit(1);
}
