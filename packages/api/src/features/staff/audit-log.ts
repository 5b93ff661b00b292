import { type SQL, sql } from 'drizzle-orm';
import { type Db, schema, shopDayStart } from '@konfety/db';
import { auditActionLabel, auditEntityLabel } from '@konfety/domain/i18n/staff';
import { AUDIT_PAGE_SIZE, auditActions, auditEntities } from '@konfety/domain/staff';
import type { AdminAuditQuery, AuditRowOut } from './admin-endpoints';

/**
 * The audit log's screen: newest first, filtered by who, what kind of change, which record and when (Prague days),
 * paged by the last row shown (`before`: keyset on created_at, id — a page deep in a large log costs what the first
 * one does). Indexes: audit_log_created, audit_log_staff, audit_log_action, audit_log_entity (migration 0033).
 */
export async function auditLog(db: Db, query: AdminAuditQuery) {
  const a = schema.auditLog;
  const where: SQL[] = [];
  if (query.staff !== undefined) where.push(sql`${a.staffId} = ${query.staff}`);
  if (query.action) where.push(sql`${a.action} = ${query.action}`);
  if (query.entity) where.push(sql`${a.entity} = ${query.entity}`);
  if (query.entity && query.entity_id) where.push(sql`${a.entityId} = ${query.entity_id}`);
  if (query.from) where.push(sql`${a.createdAt} >= ${shopDayStart(query.from)}`);
  if (query.to) where.push(sql`${a.createdAt} < ${shopDayStart(query.to, 1)}`);
  if (query.before !== undefined) where.push(sql`(${a.createdAt}, ${a.id}) < (select created_at, id from audit_log where id = ${query.before})`);
  const rows = await db
    .select()
    .from(a)
    .where(where.length ? sql.join(where, sql` and `) : undefined)
    .orderBy(sql`${a.createdAt} desc, ${a.id} desc`)
    .limit(AUDIT_PAGE_SIZE + 1);
  const staff = await db.select({ id: schema.staffMembers.id, name: schema.staffMembers.name, email: schema.staffMembers.email }).from(schema.staffMembers).orderBy(schema.staffMembers.name);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map(
      (r): AuditRowOut => ({
        id: r.id,
        at: r.createdAt.toISOString(),
        actor: r.actor,
        staff_id: r.staffId,
        action: r.action,
        action_label: auditActionLabel(r.action),
        entity: r.entity,
        entity_label: auditEntityLabel(r.entity),
        entity_id: r.entityId,
        before: r.before,
        after: r.after,
        ip: r.ip,
      }),
    ),
    next: rows.length > AUDIT_PAGE_SIZE ? page.at(-1)!.id : null,
    staff,
    actions: auditActions.map((action) => ({ action, label: auditActionLabel(action) })),
    entities: auditEntities.map((entity) => ({ entity, label: auditEntityLabel(entity) })),
  };
}
