import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of the client
 * build (the build empties the directory first, so nothing stale survives), once, at build time: @fastify/static (`preCompressed`) then sends them as they are, so the best
 * compression costs the server nothing per request.
 */
const exists = (file: string) => fs.access(file).then(
  () => true,
  () => false,
);

export function precompress(clientDir: string): Plugin {
  return {
    name: 'konfety:precompress',
    apply: 'build',
    // After each build (client, then server), for what is new in the client directory: React Router writes
    // the browser's route manifest into it while building the server.
    async closeBundle() {
      if (!(await exists(clientDir))) return;
      const dir = clientDir;
      // Not Vite's build manifest (.vite/), which React Router reads and deletes: its copies would outlive it.
      const files = (await fs.readdir(dir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith(`.vite${path.sep}`));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          if (await exists(`${full}.br`)) return;
          const content = await fs.readFile(full);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}
