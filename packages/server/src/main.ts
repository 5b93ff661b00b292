import { loadConfig } from '@konfety/config';
import { DataDirLockedError } from '@konfety/db';
import { assertSupportedNode } from './runtime';
import { startServer } from './server';

assertSupportedNode();

try {
  const config = loadConfig();
  const server = await startServer(config);
  const shutdown = async (signal: string) => {
    server.log.info({ signal }, 'shutting down');
    await server.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
} catch (e) {
  if (e instanceof DataDirLockedError) {
    process.stderr.write(`\n${e.message}\n\n`);
    process.exit(1);
  }
  throw e;
}
