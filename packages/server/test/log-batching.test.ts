import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@konfety/config';
import { ACCESS_LOG_MESSAGE } from '../src/access-log';
import { BATCH_BYTES, createLoggers, FLUSH_MS } from '../src/logger';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-log-'));
afterEach(() => vi.restoreAllMocks());

/** The shop's loggers at `info` writing to a file of their own, and the writes that reached it (`fs.write` calls). */
function loggersOnFile(name: string) {
  const file = path.join(dir, name);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'production' });
  const writes: string[] = [];
  const write = fs.write;
  vi.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    if (String(data).includes(name)) writes.push(String(data));
    return (write as (...a: unknown[]) => void)(fd, data, ...rest);
  }) as typeof fs.write);
  return { ...createLoggers({ ...config, log: { ...config.log, pretty: false } }, fs.openSync(file, 'a')), file, writes };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

async function until(check: () => boolean, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('log lines reach stdout in batches (logger.ts createLoggers)', () => {
  it("writes a request's access line with others, not one write a line, and within FLUSH_MS when traffic is light", async () => {
    const { accessLogger, file, writes } = loggersOnFile('batched.log');
    // Requests of their own (a turn of the event loop each), their lines together under a batch.
    const lines = Math.floor(BATCH_BYTES / 200);
    for (let i = 0; i < lines; i++) {
      accessLogger.info({ method: 'GET', url: `/batched.log/${i}`, status: 200, ms: 0.4 }, ACCESS_LOG_MESSAGE);
      await turn();
    }
    expect(writes).toEqual([]);
    await until(() => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).length === lines, FLUSH_MS * 3, 'the lines written');
    expect(writes).toHaveLength(1);
  });

  it('writes any other line at once, with the access lines held before it', async () => {
    const { logger, accessLogger, file, writes } = loggersOnFile('at-once.log');
    accessLogger.info({ method: 'GET', url: '/at-once.log', status: 200, ms: 0.4 }, ACCESS_LOG_MESSAGE);
    await turn();
    expect(writes).toEqual([]);
    logger.warn('at-once.log: the database does not answer');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain('"url":"/at-once.log"');
    expect(writes[0]).toContain('the database does not answer');
    await until(() => fs.readFileSync(file, 'utf8').includes('does not answer'), FLUSH_MS, 'the warning written');
  });
});
