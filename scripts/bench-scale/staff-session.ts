import type { Db } from '@konfety/db';
import { createStaffMember } from '../../packages/api/src/features/staff/members';
import { completeSession, openSession, sessionFor, STAFF_COOKIE } from '../../packages/api/src/features/staff/sessions';

/**
 * A shop manager's complete back-office session for the measurements: the account made as the command line makes
 * one, the session opened and its second factor marked given (the login's steps are not what is measured).
 */
export async function benchStaffCookie(db: Db): Promise<string> {
  const now = new Date();
  const { id } = await createStaffMember(db, { email: `bench-${now.getTime()}@konfety.test`, name: 'Měření', role: 'manager' }, 'command-line', now);
  const token = await openSession(db, id, now, { ip: '127.0.0.1' });
  const session = await sessionFor(db, token, now);
  if (!session) throw new Error('the bench session was not found');
  await completeSession(db, session.sessionId, now);
  return `${STAFF_COOKIE}=${token}`;
}
