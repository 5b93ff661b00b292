// `node --import tsx scripts/bench/log-lines.ts`: the CPU an access-log line costs, written as the shop writes it
// (logger.ts createLoggers: in batches) against a write per line, one line per turn of the event loop as requests
// come; to /dev/null, three rounds each after a warm-up (ARCHITECTURE "Logs").
import fs from 'node:fs';
import pino from 'pino';
import { loadConfig } from '@konfety/config';
import { ACCESS_LOG_MESSAGE } from '../../packages/server/src/access-log';
import { createLoggers } from '../../packages/server/src/logger';
import { fixed } from './table';

const LINES = 50_000;
const ROUNDS = 3;

async function cpuPerLine(logger: pino.Logger): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < LINES; i++) {
    logger.info({ method: 'GET', url: '/1/kostymy', status: 200, ms: 0.35, hit: true }, ACCESS_LOG_MESSAGE);
    await new Promise((resolve) => setImmediate(resolve));
  }
  // The writes still under way are part of the cost.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const used = process.cpuUsage(start);
  return (used.user + used.system) / LINES;
}

const devNull = () => fs.openSync('/dev/null', 'w');
const config = loadConfig({ ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'production' });
const ways: Array<[string, pino.Logger]> = [
  ['batched (the shop)', createLoggers({ ...config, log: { ...config.log, pretty: false } }, devNull()).accessLogger],
  ['a write per line', pino({ level: 'info' }, pino.destination({ dest: devNull(), sync: false }))],
];
for (const [name, logger] of ways) {
  await cpuPerLine(logger);
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) rounds.push(await cpuPerLine(logger));
  rounds.sort((a, b) => a - b);
  process.stdout.write(`${name}: ${fixed(rounds[Math.floor(ROUNDS / 2)]!, 2)} µs of CPU a line (median of ${ROUNDS}, worst ${fixed(rounds.at(-1)!, 2)})\n`);
}
