import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@konfety/test-support/free-port';
import { onCleanup } from './cleanup';

/** scripts/bench/hello-server.ts as its own process (it must not share a CPU's event loop with the load generator). */
export async function startHelloWorld(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const server = path.join(path.dirname(fileURLToPath(import.meta.url)), 'hello-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', server], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  // An interrupted run must not leave it behind, even when the asynchronous clean-up does not get to run.
  const killOnExit = () => running && child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = onCleanup(async () => {
    process.removeListener('exit', killOnExit);
    if (running) child.kill('SIGTERM');
    await exited;
  });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!running) throw new Error('The hello-world server exited before it answered');
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The hello-world server did not answer ${url} in time`);
    }
    if (await fetch(url).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100)); // poll interval while it starts
  }
  return { url, stop };
}
