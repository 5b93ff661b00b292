import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './vite/precompress';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [reactRouter(), precompress(`${root}build/client`)],
  // Shared packages are TypeScript sources in the workspace; Vite compiles them like app code.
  ssr: { noExternal: [/^@konfety\//] },
  build: { assetsInlineLimit: 0 },
});
