import { and, eq, lt } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import type { FileStore } from '@konfety/storage';

/** How long a job application (with its CV) is kept: the consent the form asks for says six months (careers.consent). */
export const APPLICATIONS_KEPT_DAYS = 183;

/**
 * Forgets the job applications older than APPLICATIONS_KEPT_DAYS (before `at`): their CVs are removed from the private
 * files, then their rows. Answers how many. A CV that cannot be removed keeps its row, so the next run tries again.
 */
export async function forgetOldApplications(db: Db, files: FileStore, at: Date, days = APPLICATIONS_KEPT_DAYS): Promise<number> {
  const i = schema.inquiries;
  const cutoff = new Date(at.getTime() - days * 86_400_000);
  const old = await db.select({ id: i.id, key: i.attachmentKey }).from(i).where(and(eq(i.kind, 'career'), lt(i.createdAt, cutoff)));
  let forgotten = 0;
  for (const row of old) {
    if (row.key) await files.delete(row.key);
    await db.delete(i).where(eq(i.id, row.id));
    forgotten++;
  }
  return forgotten;
}
