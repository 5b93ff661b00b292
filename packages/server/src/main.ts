import { loadConfig } from '@konfety/config';
import { DataDirLockedError } from '@konfety/db';
import { assertSupportedNode } from './runtime';
import { startServer } from './server';

assertSupportedNode();

try {
  let config = loadConfig();
  // `npm run dev` without a payment gateway or Packeta key: local stand-ins (never loaded otherwise).
  const standIns = config.env === 'development' ? await (await import('./dev-stand-ins')).startDevStandIns(process.env) : null;
  if (standIns) config = loadConfig(standIns.env);
  const server = await startServer(config).catch(async (e: unknown) => {
    await standIns?.stop();
    throw e;
  });
  if (standIns?.urls.paymentGateway) server.log.info({ url: standIns.urls.paymentGateway }, 'development: local card payment gateway stand-in (PAYMENT_GATEWAY_URL is not set)');
  if (standIns?.urls.packetaWidget) server.log.info({ url: standIns.urls.packetaWidget }, 'development: local Packeta widget stand-in (PACKETA_API_KEY is not set)');
  if (standIns?.urls.recaptcha) server.log.info({ url: standIns.urls.recaptcha }, 'development: local reCAPTCHA stand-in, every token passes (RECAPTCHA_SITE_KEY is not set)');
  // Graceful shutdown: stop accepting, let the requests in flight finish (Fastify's close), close the database, exit 0.
  const shutdown = async (signal: string) => {
    server.log.info({ signal }, 'shutting down');
    try {
      await server.stop();
      await standIns?.stop();
      process.exit(0);
    } catch (err) {
      server.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
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
