// Prints the suite's totals for CI logs: the Node.js version the suite ran on, then, as the LAST line and
// in exactly this format (CI parses it), "tests: N passed, N failed, N skipped".
import fs from 'node:fs';

const file = process.argv[2];
if (!file || !fs.existsSync(file)) process.exit(0);
const r = JSON.parse(fs.readFileSync(file, 'utf8'));
const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
console.log(`node: ${process.version}`);
console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
