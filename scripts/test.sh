#!/usr/bin/env bash
# The whole suite: type check, then unit tests and the API tests against
# PGlite and a throwaway PostgreSQL (started and removed by the suite itself).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
echo "== typecheck"
./node_modules/.bin/tsc -p tsconfig.json
(cd packages/storefront && ../../node_modules/.bin/react-router typegen >/dev/null)
./node_modules/.bin/tsc -p packages/storefront/tsconfig.json
echo "== tests"
status=0
./node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-report.json "$@" || status=$?
node scripts/test-summary.mjs .tmp/vitest-report.json || true
exit $status
