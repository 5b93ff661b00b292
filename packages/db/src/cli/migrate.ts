import { loadConfig } from '@konfety/config';
import { openConfiguredDatabase } from './open-configured';

const database = await openConfiguredDatabase(loadConfig());
try {
  // Under the lock shop processes take for their own migrations and seed, so a start at the same time waits.
  await database.withSetupLock(
    () => database.migrate(),
    () => process.stderr.write('Another process is migrating or seeding the database: waiting for it.\n'),
  );
  process.stderr.write('Migrations applied.\n');
} finally {
  await database.close();
}
