import { desc, type SQL, and, eq } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import { staffText } from '@konfety/domain/i18n/staff';
import type { AuditAction, AuditEntity } from '@konfety/domain/staff';
import type { StaffActor } from '../../shop-context';

/** Who changed something: a member of staff (with the address they came from), or the command line (staff CLI). */
export type AuditActor = { staff: Pick<StaffActor, 'staffId' | 'email'>; ip?: string | null } | 'command-line';

export interface AuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

function values(actor: AuditActor, entry: AuditEntry, now: Date) {
  const staff = actor === 'command-line' ? null : actor.staff;
  return {
    staffId: staff?.staffId ?? null,
    actor: staff?.email ?? staffText('staff.actor.commandLine'),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor === 'command-line' ? null : (actor.ip ?? null),
    createdAt: now,
  };
}

/**
 * The audit row of a change, as a statement to run in the change's own transaction (or as a CTE of its statement):
 * a change without its row cannot exist, nor a row of a change that was rolled back.
 */
export function auditSql(db: Db, actor: AuditActor, entry: AuditEntry, now: Date): SQL {
  return db.insert(schema.auditLog).values(values(actor, entry, now)).getSQL();
}

export async function writeAudit(db: Db, actor: AuditActor, entry: AuditEntry, now: Date): Promise<void> {
  await db.insert(schema.auditLog).values(values(actor, entry, now));
}

/** The trail of one record, newest first (the order detail shows its own). */
export async function auditTrail(db: Db, entity: AuditEntity, entityId: string | number, limit = 100) {
  return db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entity, entity), eq(schema.auditLog.entityId, String(entityId))))
    .orderBy(desc(schema.auditLog.createdAt), desc(schema.auditLog.id))
    .limit(limit);
}
