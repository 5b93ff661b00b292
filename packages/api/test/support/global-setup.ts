import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@konfety/db';
import { seedDemo } from '@konfety/db/seed';
import { diskFiles } from '@konfety/storage';
import { startThrowawayPostgres } from '@konfety/test-support/throwaway-postgres';
import { TEST_NOW, TEST_SITES, testMediaDir } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    /** pglite: path of a gzipped data-dir dump; postgres: server URL whose `konfety_template` database holds the demo shop. */
    dbTemplate: string;
  }
}

/**
 * Migrates and seeds the demo shop once per run; every test file then starts
 * from a copy (a PGlite dump, or `CREATE DATABASE … TEMPLATE`), so tests are
 * isolated without paying for a seed each.
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches only the test workers, so the database kind comes from the project's name.
  const kind = project.name.endsWith('postgres') ? 'postgres' : 'pglite';
  const mediaDir = testMediaDir();
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite-memory' });
    await database.migrate();
    await seedDemo(database.db, { sites: TEST_SITES, files: diskFiles(mediaDir), now: TEST_NOW });
    const dump = await database.dump!();
    await database.close();
    const file = path.join(path.dirname(mediaDir), `template-${process.pid}.tgz`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('dbKind', 'pglite');
    project.provide('dbTemplate', file);
    return () => fs.rmSync(file, { force: true });
  }
  const server = await startThrowawayPostgres();
  const admin = new pg.Client({ connectionString: server.url() });
  await admin.connect();
  await admin.query('CREATE DATABASE konfety_template');
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: server.url('konfety_template'), poolSize: 2 });
  await database.migrate();
  await seedDemo(database.db, { sites: TEST_SITES, files: diskFiles(mediaDir), now: TEST_NOW });
  await database.close();
  project.provide('dbKind', 'postgres');
  project.provide('dbTemplate', server.url());
  return () => server.stop();
}
