import net from 'node:net';
import { FRESH, withFreshValue } from './fresh';

/** One request of a case whose requests differ (a product of its own, a cart line change). */
export interface EachRequest {
  method?: 'GET' | 'PUT';
  path: string;
  body?: string;
}

export interface PacedResult {
  /** Requests per second asked for. */
  rate: number;
  /** 2xx answers per second actually completed. */
  achievedRate: number;
  completed: number;
  /** Milliseconds from when each request was due to its answer's last byte (2xx answers only). */
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

const CRLF = Buffer.from('\r\n');
const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection sending one GET at a time and reading the answer's framing
 * (Content-Length or chunked) just far enough to know where it ends. Node's `http` client costs too much per
 * request to pace a few thousand requests a second on this machine's two cores next to the server.
 */
class Connection {
  /** Opened for the first request and again for the next one after the server closed it. */
  private socket: net.Socket | null = null;
  private state: 'idle' | 'head' | 'body' | 'chunk-size' | 'chunk-data' | 'trailer' = 'idle';
  private pending: Buffer = Buffer.alloc(0);
  private remaining = 0;
  private status = 0;
  private due = 0;

  constructor(
    private readonly url: URL,
    private readonly request: () => Buffer,
    private readonly done: (due: number, outcome: 'ok' | 'non2xx' | 'error') => void,
  ) {}

  get idle(): boolean {
    return this.state === 'idle';
  }

  send(due: number): void {
    this.due = due;
    this.state = 'head';
    (this.socket ?? this.connect()).write(this.request());
  }

  close(): void {
    this.socket?.removeAllListeners('close').destroy();
  }

  private connect(): net.Socket {
    const socket = net.connect(Number(this.url.port), this.url.hostname);
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.read(chunk));
    socket.on('error', () => undefined); // followed by 'close'
    socket.on('close', () => {
      this.socket = null;
      this.pending = Buffer.alloc(0);
      if (this.state !== 'idle') this.finish('error');
    });
    this.socket = socket;
    return socket;
  }

  private finish(outcome: 'ok' | 'non2xx' | 'error'): void {
    this.state = 'idle';
    this.done(this.due, outcome);
  }

  private answered(): void {
    this.finish(this.status >= 200 && this.status < 300 ? 'ok' : 'non2xx');
  }

  private read(chunk: Buffer): void {
    let data: Buffer = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = Buffer.alloc(0);
    while (data.length > 0 && this.state !== 'idle') {
      if (this.state === 'head' || this.state === 'chunk-size' || this.state === 'trailer') {
        const end = data.indexOf(this.state === 'head' ? HEAD_END : CRLF);
        if (end === -1) {
          this.pending = data;
          return;
        }
        const text = data.subarray(0, end).toString('latin1');
        data = data.subarray(end + (this.state === 'head' ? HEAD_END.length : CRLF.length));
        if (this.state === 'head') this.onHead(text);
        else if (this.state === 'chunk-size') this.onChunkSize(text);
        else if (text === '') this.answered();
      } else {
        const take = Math.min(this.remaining, data.length);
        this.remaining -= take;
        data = data.subarray(take);
        if (this.remaining > 0) return;
        if (this.state === 'body') this.answered();
        else this.state = 'chunk-size';
      }
    }
  }

  private onHead(head: string): void {
    const lines = head.split('\r\n');
    this.status = Number(lines[0]?.split(' ')[1]);
    const header = (name: string) => lines.find((l) => l.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim().toLowerCase();
    if (header('transfer-encoding') === 'chunked') {
      this.state = 'chunk-size';
    } else {
      this.remaining = Number(header('content-length') ?? 0);
      this.state = 'body';
      if (this.remaining === 0) this.answered();
    }
  }

  private onChunkSize(line: string): void {
    const size = Number.parseInt(line, 16);
    if (size === 0) {
      this.state = 'trailer';
    } else {
      // The chunk's data and the CRLF after it.
      this.remaining = size + 2;
      this.state = 'chunk-data';
    }
  }
}

/**
 * GET requests at a constant rate, evenly spaced, over at most `connections` keep-alive connections, for the
 * latency at a given load. Each latency is measured from when the request was due, not from when a free
 * connection sent it, so a server that falls behind shows it (no coordinated omission).
 *
 * Not autocannon's `overallRate`: autocannon lets every connection send its whole quota for a second as fast
 * as it can at the start of that second, so "half the maximum rate" arrives as full-speed bursts with pauses,
 * and its coordinated-omission correction assumes a 1 ms interval whatever the rate.
 */
export function pacedRun(opts: {
  url: string;
  headers: Record<string, string>;
  rate: number;
  durationSec: number;
  connections: number;
  /** Each request's own method, path and body (bench `Case.each`), instead of a GET of `url`. */
  each?: () => EachRequest;
}): Promise<PacedResult> {
  const url = new URL(opts.url);
  const headers = Object.entries({ host: url.host, ...opts.headers }).map(([k, v]) => `${k}: ${v}\r\n`);
  // The path as it was given: `FRESH` in it becomes a value of each request's own.
  const text = `GET ${opts.url.slice(url.origin.length)} HTTP/1.1\r\n${headers.join('')}\r\n`;
  const fixed = Buffer.from(text, 'latin1');
  const each = opts.each;
  const request = each
    ? () => {
        const r = each();
        const body = r.body === undefined ? '' : `content-length: ${Buffer.byteLength(r.body)}\r\n`;
        return Buffer.from(`${r.method ?? 'GET'} ${r.path} HTTP/1.1\r\n${headers.join('')}${body}\r\n${r.body ?? ''}`, 'utf8');
      }
    : text.includes(FRESH)
      ? () => Buffer.from(withFreshValue(text), 'latin1')
      : () => fixed;
  const total = Math.max(1, Math.round(opts.rate * opts.durationSec));
  const interval = 1000 / opts.rate;
  const latencies = new Float64Array(total);
  let recorded = 0;
  let settled = 0;
  let non2xx = 0;
  let errors = 0;
  let scheduled = 0;
  /** Due times of requests waiting for a free connection. */
  const waiting: number[] = [];
  let head = 0;
  const start = performance.now();

  return new Promise((resolve) => {
    const dispatch = () => {
      for (const c of connections) {
        if (head === waiting.length) break;
        if (c.idle) c.send(waiting[head++]!);
      }
    };
    const done = (due: number, outcome: 'ok' | 'non2xx' | 'error') => {
      if (outcome === 'ok') latencies[recorded++] = performance.now() - due;
      else if (outcome === 'non2xx') non2xx++;
      else errors++;
      if (++settled === total) finish();
      else dispatch();
    };
    const connections = Array.from({ length: opts.connections }, () => new Connection(url, request, done));
    const finish = () => {
      const elapsedSec = (performance.now() - start) / 1000;
      for (const c of connections) c.close();
      const sorted = latencies.subarray(0, recorded).sort();
      const at = (q: number) => (recorded === 0 ? Number.NaN : sorted[Math.min(recorded - 1, Math.max(0, Math.ceil(q * recorded) - 1))]!);
      resolve({ rate: opts.rate, achievedRate: recorded / elapsedSec, completed: recorded, p50: at(0.5), p99: at(0.99), max: at(1), non2xx, errors });
    };
    const tick = () => {
      const now = performance.now();
      while (scheduled < total && start + scheduled * interval <= now) waiting.push(start + scheduled++ * interval);
      dispatch();
      if (scheduled < total) setTimeout(tick, Math.max(0, start + scheduled * interval - performance.now()));
    };
    tick();
  });
}
