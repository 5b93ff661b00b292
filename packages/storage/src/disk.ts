import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { mkdir, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, checkPrefix, contentTypeOf, isValidKey, type FileContent, type FileInfo, type FileStore, type Storage, type Visibility } from './files';

let written = 0;

/**
 * Files in a directory. A write goes to a dot-named file beside the target and is renamed over it, so a reader
 * sees the old file or the new one, never half of either (the dot keeps the unfinished file out of every key).
 * ETag and Last-Modified come from the size and modification time, as @fastify/static made them.
 */
export function diskFiles(root: string, visibility: Visibility = 'public'): FileStore {
  const dir = path.resolve(root);
  const fileOf = (key: string) => path.join(dir, ...checkKey(key).split('/'));

  async function info(key: string): Promise<FileInfo | null> {
    const stats = await stat(fileOf(key)).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT' || e.code === 'ENOTDIR') return null;
      throw e;
    });
    if (!stats?.isFile()) return null;
    return {
      key,
      size: stats.size,
      contentType: contentTypeOf(key),
      etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
      lastModified: stats.mtime,
    };
  }

  async function* walk(folder: string, prefix: string): AsyncGenerator<FileInfo> {
    let entries: AsyncIterable<Dirent>;
    try {
      entries = await opendir(path.join(dir, ...folder.split('/').filter(Boolean)));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT' || (e as NodeJS.ErrnoException).code === 'ENOTDIR') return;
      throw e;
    }
    for await (const entry of entries) {
      const key = `${folder}${entry.name}`;
      // Dot-files (a write under way) and names no key can have are not the store's files.
      if (!isValidKey(key)) continue;
      if (entry.isDirectory()) {
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* walk(`${key}/`, prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        const found = await info(key);
        if (found) yield found;
      }
    }
  }

  return {
    visibility,
    async put(key, content: FileContent) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${++written}.tmp`);
      try {
        if (content instanceof Uint8Array) await writeFile(tmp, content);
        else await pipeline(content instanceof Readable ? content : Readable.from(content), createWriteStream(tmp));
        await rename(tmp, file);
      } catch (e) {
        await rm(tmp, { force: true });
        throw e;
      }
    },
    head: info,
    async get(key, options = {}) {
      const found = await info(key);
      if (!found) return null;
      const range = options.range ?? null;
      const body = createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
      return { ...found, body, range };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    list(prefix) {
      checkPrefix(prefix);
      // Only the folders the prefix can be in are read.
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      return walk(folder, prefix);
    },
  };
}

/**
 * The default storage: public files in `publicDir` (the directory the shop always served its media from), private
 * ones in `privateDir`. Neither may lie inside the other, so no public path leads into the private files.
 */
export function diskStorage(options: { publicDir: string; privateDir: string }): Storage {
  const publicDir = path.resolve(options.publicDir);
  const privateDir = path.resolve(options.privateDir);
  const inside = (a: string, b: string) => a === b || a.startsWith(`${b}${path.sep}`);
  if (inside(privateDir, publicDir) || inside(publicDir, privateDir)) {
    throw new Error(`the private files' directory (${privateDir}) and the public one (${publicDir}) must be apart`);
  }
  return { kind: 'local', public: diskFiles(publicDir, 'public'), private: diskFiles(privateDir, 'private') };
}
