#!/usr/bin/env bash
# The whole suite: type check, then unit tests and the API tests against
# PGlite and a throwaway PostgreSQL (started and removed by the suite itself),
# and the browser tests. Everything runs on the Node.js 24 that `npm install`
# put into node_modules/.bin (the `node-linux-*` dependency), also when this script is
# started as `bash scripts/test.sh` rather than through `npm test`: the tools'
# `#!/usr/bin/env node` shebangs then find that Node first on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
node scripts/node-version.mjs
mkdir -p .tmp
echo "== typecheck"
tsc -p tsconfig.json
(cd packages/storefront && react-router typegen >/dev/null)
tsc -p packages/storefront/tsconfig.json
tsc -p packages/admin/tsconfig.json
echo "== tests"
status=0
vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-report.json "$@" || status=$?
node scripts/test-summary.mjs .tmp/vitest-report.json || true
exit $status
