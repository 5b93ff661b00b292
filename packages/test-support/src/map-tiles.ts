import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

/**
 * A local stand-in for a raster tile server (the OpenStreetMap / Mapy.cz `{z}/{x}/{y}.png` protocol the stores' map
 * asks, MAP_TILE_URL), for tests and `npm run dev`: no network. Every tile in range is a 256 × 256 PNG — a pale
 * land colour with a darker border, so a screenshot shows the grid the map drew — and `requests` tells which tiles
 * were asked for. A tile outside the zoom's range (or any other path) is a 404, as a tile server answers.
 */
export interface TestTileServer {
  /** The template for MAP_TILE_URL. */
  tileUrl: string;
  requests: string[];
  stop(): Promise<void>;
}

const SIZE = 256;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** One tile's PNG: 8-bit RGB, a filter byte before each row. */
function tilePng(): Buffer {
  const land = [0xf2, 0xef, 0xe9];
  const edge = [0xc9, 0xc4, 0xba];
  const rows = Buffer.alloc(SIZE * (1 + SIZE * 3));
  for (let y = 0; y < SIZE; y++) {
    const row = y * (1 + SIZE * 3);
    for (let x = 0; x < SIZE; x++) {
      const colour = x === 0 || y === 0 ? edge : land;
      rows.set(colour, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

export async function startTestTileServer(options: { host?: string; port?: number } = {}): Promise<TestTileServer> {
  const host = options.host ?? '127.0.0.1';
  const png = tilePng();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const m = /^\/tiles\/(\d{1,2})\/(\d+)\/(\d+)\.png$/.exec(new URL(req.url ?? '/', 'http://stand-in').pathname);
    const [z, x, y] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [NaN, NaN, NaN];
    if (req.method !== 'GET' || !m || z > 19 || x >= 2 ** z || y >= 2 ** z) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Tile not found');
      return;
    }
    requests.push(`${z}/${x}/${y}`);
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length, 'cache-control': 'public, max-age=86400', 'access-control-allow-origin': '*' }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    tileUrl: `http://${host}:${port}/tiles/{z}/{x}/{y}.png`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
