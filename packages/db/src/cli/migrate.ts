import { loadConfig } from '@konfety/config';
import { openConfiguredDatabase } from './open-configured';

const database = await openConfiguredDatabase(loadConfig());
try {
  await database.migrate();
  process.stderr.write('Migrations applied.\n');
} finally {
  await database.close();
}
