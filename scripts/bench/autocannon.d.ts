// autocannon 8 ships no type declarations; this is the part of its programmatic API the benchmark uses
// (see node_modules/autocannon/README.md "API").
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** Replaces `[<id>]` in each request with a new unique id. */
    idReplacement?: boolean;
    /** Requests each connection sends in turn; `setupRequest` may change each one before it is sent. */
    requests?: Array<{ setupRequest?: (request: RequestParams) => RequestParams }>;
  }

  interface RequestParams {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
  }

  /** Latencies are milliseconds; requests and throughput are per-second samples. */
  interface Stats {
    average: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Stats;
    requests: Stats & { total: number; sent: number };
    throughput: Stats & { total: number };
  }

  type Instance = EventEmitter & PromiseLike<Result>;

  export default function autocannon(options: Options): Instance;
}
