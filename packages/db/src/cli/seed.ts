import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@konfety/config';
import { openStorage } from '@konfety/storage';
import { DEMO_PRODUCT_COUNT, isSeeded } from '../demo';
import { openConfiguredDatabase } from './open-configured';
import { progressBar } from './progress';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: String(DEMO_PRODUCT_COUNT) },
    orders: { type: 'string', default: '0' },
    'sold-out': { type: 'string', default: '0' },
    reset: { type: 'boolean', default: false },
    seed: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  process.stdout.write(`Usage: npm run seed -- [--products N] [--orders N] [--sold-out SHARE] [--reset] [--seed N]
  Seeds the demo shop into the configured database (DATABASE_URL or DATA_DIR).
  --products N  how many products (default ${DEMO_PRODUCT_COUNT}; e.g. 100000 for benchmarks)
  --orders N    past orders to add (default 0; e.g. 1000000 for benchmarks), generated in the database in batches
  --sold-out S  share of the products to sell out (0–1, default 0; the demo keeps ~90 % in stock)
  --reset       drop every table first (the database must not be in use by a running shop)
  --seed N      another deterministic variant of the demo data\n`);
  process.exit(0);
}

const products = Number(values.products);
if (!Number.isInteger(products) || products < 1) {
  process.stderr.write(`--products must be a positive whole number, got ${values.products}\n`);
  process.exit(2);
}

const orders = Number(values.orders);
if (!Number.isInteger(orders) || orders < 0) {
  process.stderr.write(`--orders must be a whole number, got ${values.orders}\n`);
  process.exit(2);
}
const soldOut = Number(values['sold-out']);
if (!(soldOut >= 0 && soldOut <= 1)) {
  process.stderr.write(`--sold-out must be a share between 0 and 1, got ${values['sold-out']}\n`);
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  // Under the lock shop processes take for their migrations and first-start seed: a shop starting meanwhile
  // waits, then finds the shop seeded.
  await database.withSetupLock(
    async () => {
      if (values.reset) {
        await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
        await database.db.execute(sql`DROP SCHEMA public CASCADE`);
        await database.db.execute(sql`CREATE SCHEMA public`);
      }
      await database.migrate();
      if (await isSeeded(database.db)) {
        process.stderr.write('The database already holds a shop; pass --reset to replace it.\n');
        process.exitCode = 1;
      } else {
        const started = Date.now();
        const { seedDemo } = await import('../seed/index');
        await seedDemo(database.db, {
          sites: config.sites,
          files: openStorage(config.storage).public,
          products,
          ...(values.seed ? { seed: Number(values.seed) } : {}),
          progress: progressBar(),
        });
        process.stderr.write(`Seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
        if (orders > 0 || soldOut > 0) {
          const { seedHistoricalOrders, sellOut } = await import('../seed/scale');
          const scaleStarted = Date.now();
          if (soldOut > 0) process.stderr.write(`Sold out ${await sellOut(database.db, soldOut)} products\n`);
          if (orders > 0) {
            await seedHistoricalOrders(database.db, { orders, now: new Date(), progress: progressBar() });
            process.stderr.write(`Seeded ${orders} past orders in ${((Date.now() - scaleStarted) / 1000).toFixed(1)} s\n`);
          }
        }
        // Fresh statistics and visibility map, so the planner and index-only scans see the new data at once.
        await database.analyze();
      }
    },
    () => process.stderr.write('Another process is migrating or seeding the database: waiting for it.\n'),
  );
} finally {
  await database.close();
}
