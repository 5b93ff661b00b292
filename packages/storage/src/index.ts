import { diskStorage } from './disk';
import { s3Storage, type S3Options } from './s3';
import type { Storage } from './files';

export { checkKey, contentTypeOf, isValidKey, StorageError } from './files';
export type { ByteRange, FileContent, FileInfo, FileRead, FileStore, Storage, Visibility } from './files';
export { diskFiles, diskStorage } from './disk';
export { s3Files, s3Storage, type S3Options } from './s3';

/** What `@konfety/config` makes of STORAGE and its variables. */
export type StorageConfig = { kind: 'local'; publicDir: string; privateDir: string } | ({ kind: 's3' } & S3Options);

export function openStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? s3Storage(config) : diskStorage(config);
}
