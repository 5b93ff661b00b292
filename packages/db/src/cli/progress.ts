/** A one-line progress bar on a terminal; plain periodic lines in CI logs. */
export function progressBar(stream: NodeJS.WriteStream = process.stderr) {
  let lastPhase = '';
  let lastDone = -1;
  let lastPrint = 0;
  return (phase: string, done: number, total: number) => {
    const nowMs = Date.now();
    const finished = done >= total;
    if (phase === lastPhase && done === lastDone) return;
    if (!finished && phase === lastPhase && nowMs - lastPrint < (stream.isTTY ? 100 : 5000)) return;
    lastDone = done;
    lastPrint = nowMs;
    const pct = total === 0 ? 100 : Math.floor((done / total) * 100);
    if (stream.isTTY) {
      const width = 30;
      const filled = Math.round((pct / 100) * width);
      stream.write(`\r${phase.padEnd(12)} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(pct).padStart(3)} % ${done}/${total}`);
      if (finished) stream.write('\n');
    } else {
      stream.write(`${phase}: ${done}/${total} (${pct} %)\n`);
    }
    lastPhase = phase;
  };
}
