import { randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { formatMessage } from '@konfety/domain/i18n';
import { CV_MAX_BYTES, sniffCvType, type CareerApplicationValues } from '@konfety/domain/inquiry-forms';
import { validationMessage } from '@konfety/domain/validation';
import type { FileStore } from '@konfety/storage';
import { fieldErrors, notFound } from '../../errors';
import type { SiteScope } from '../../shop-context';
import { type Client, countSend, saveInquiry } from './service';
import type { ReceivedOut } from './schemas';

export interface CvUpload {
  filename: string;
  /** The file's bytes, base64-encoded. */
  content_base64: string;
}

/** A file name as the mail attaches it: the visitor's own, its path and control characters dropped, its extension the one its bytes call for. */
function attachmentName(filename: string, extension: string): string {
  const base = (filename.split(/[\\/]/).at(-1) ?? '').replace(/[\p{Cc}"]/gu, '').replace(/\.[^.]*$/, '').trim().slice(0, 100);
  return `${base || 'zivotopis'}.${extension}`;
}

/**
 * SPEC §2 /kariera/{id}/{slug}: an application for an open position. The CV must be a PDF or a Word document (DOCX)
 * by its bytes — whatever its name says — of at most CV_MAX_BYTES; it is kept as a private file (never under a public
 * path) and attached to the mail to the shop. Counted with the other forms before the file is stored; a file whose
 * inquiry could not be stored is removed again.
 */
export async function sendApplication(scope: SiteScope, careerId: number, body: CareerApplicationValues & { cv: CvUpload }, client: Client, files: FileStore): Promise<ReceivedOut> {
  const c = schema.careers;
  const [position] = await scope.db
    .select({ id: c.id, title: c.title })
    .from(c)
    .where(and(eq(c.id, careerId), eq(c.active, true), eq(c.locale, scope.site.locale), lte(c.publishedAt, scope.now)));
  if (!position) throw notFound(scope.locale);
  const bytes = Buffer.from(body.cv.content_base64, 'base64');
  const refuse = (key: 'cvMissing' | 'cvSize' | 'cvType') => fieldErrors(scope.locale, { cv: [validationMessage(key, { megabytes: CV_MAX_BYTES / 1024 / 1024 }, scope.locale)] });
  if (bytes.length === 0) throw refuse('cvMissing');
  if (bytes.length > CV_MAX_BYTES) throw refuse('cvSize');
  const type = sniffCvType(bytes);
  if (!type) throw refuse('cvType');
  await countSend(scope, body.email, client);
  const extension = type === 'application/pdf' ? 'pdf' : 'docx';
  const key = `applications/${scope.now.toISOString().slice(0, 7)}/${randomUUID()}.${extension}`;
  await files.put(key, bytes);
  try {
    await saveInquiry(scope, {
      kind: 'career',
      subject: position,
      name: body.name,
      email: body.email,
      phone: body.phone,
      message: body.message,
      attachment: { key, name: attachmentName(body.cv.filename, extension), type, size: bytes.length },
    });
  } catch (e) {
    await files.delete(key).catch(() => undefined);
    throw e;
  }
  return { success: true, message: formatMessage(scope.locale, 'inquiry.applicationSaved') };
}
