import { asc, eq } from 'drizzle-orm';
import { schema } from '@konfety/db';
import type { FileStore } from '@konfety/storage';
import type { SiteScope } from '../../shop-context';
import type { DocumentOut } from './schemas';

/**
 * SPEC §2 /dokumenty: the documents to download of the site's language (terms, complaints and withdrawal forms …) in
 * their order, each with its file's size and type as the public files know them; a document whose file is missing is
 * left out (a link that would 404).
 */
export async function documentList(scope: SiteScope, files: FileStore): Promise<DocumentOut[]> {
  const d = schema.documents;
  const rows = await scope.db.select({ id: d.id, title: d.title, category: d.category, path: d.filePath }).from(d).where(eq(d.locale, scope.site.locale)).orderBy(asc(d.position), asc(d.id));
  const withFiles = await Promise.all(rows.map(async (row) => ({ row, file: await files.head(row.path.replace(/^\//, '')) })));
  return withFiles.flatMap(({ row, file }) => (file ? [{ id: row.id, title: row.title, category: row.category, url: row.path, size: file.size, content_type: file.contentType }] : []));
}
