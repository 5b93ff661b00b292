#!/usr/bin/env node
/**
 * The demo how-to videos of the account area's video library, drawn from their definitions in
 * packages/db/src/seed/demo-videos.ts.
 *
 *   npm exec -- node scripts/generate-demo-videos.mjs     (run again after changing DEMO_VIDEOS; commit its output)
 *
 * (the project's Node.js 24, whose type stripping loads the TypeScript definitions; or `node --import tsx …`).
 *
 * For each video it writes into packages/db/src/seed/media/videos/:
 *
 *   <slug>.webm          960×540, 24 fps, VP9 + Opus (mono, 32 kb/s): an animated title card (rising balloons,
 *                        the title sliding in, the step number) over a sine tone, 6–8 s, well under 300 kB;
 *   <slug>.cs.vtt        the Czech captions (WebVTT) the player shows as its text track;
 *   <slug>.poster.png    a frame of the card, which the seed turns into the poster pictures (WebP and AVIF in
 *                        every size folder, through the same sharp pipeline as every other picture).
 *
 * The files are committed: neither `npm start` nor the seed needs ffmpeg. This script does, with VP9, Opus and
 * drawtext (libfreetype) built in, and finds it in this order:
 *   1. FFMPEG_PATH;
 *   2. the npm package @ffmpeg-installer/ffmpeg (its platform package ships a static build inside the npm
 *      tarball, no download at install time), if installed somewhere Node resolves it from, e.g.
 *        npm install --prefix /tmp/ffmpeg @ffmpeg-installer/ffmpeg    (if npm skips its `chmod u+x` install script,
 *                                                                    make the binary executable by hand)
 *        FFMPEG_PATH=$(node -p "require('/tmp/ffmpeg/node_modules/@ffmpeg-installer/ffmpeg').path") npm exec -- node scripts/generate-demo-videos.mjs
 *   3. `ffmpeg` on the PATH (Debian's ffmpeg package has all of it).
 * The title font is FONT_FILE, else DejaVu Sans Bold or Liberation Sans Bold from the system (Czech letters
 * included).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(root, 'packages/db/src/seed/media/videos');
const { DEMO_VIDEOS, demoVideoFiles } = await import(path.join(root, 'packages/db/src/seed/demo-videos.ts'));

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 24;
const MAX_BYTES = 300 * 1024;

function findFfmpeg() {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  try {
    return createRequire(path.join(root, 'package.json'))('@ffmpeg-installer/ffmpeg').path;
  } catch {
    return 'ffmpeg';
  }
}

function findFont() {
  const candidates = [
    process.env.FONT_FILE,
    '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
    '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
    '/Library/Fonts/Arial Bold.ttf',
  ];
  const found = candidates.find((f) => f && fs.existsSync(f));
  if (!found) throw new Error('No bold TrueType font with Czech letters found: set FONT_FILE');
  return found;
}

/** Splits a title into lines of about `width` characters. */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const hex = (color) => `0x${color.replace('#', '')}`;

/** drawtext reads its text from a file, so no title needs filtergraph escaping. */
function textFile(dir, name, text) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

function vttTime(seconds) {
  const ms = Math.round(seconds * 1000);
  const h = String(Math.floor(ms / 3600000)).padStart(2, '0');
  const m = String(Math.floor((ms % 3600000) / 60000)).padStart(2, '0');
  const s = String(Math.floor((ms % 60000) / 1000)).padStart(2, '0');
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, '0')}`;
}

function webVtt(captions) {
  return `WEBVTT\n\n${captions.map((c, i) => `${i + 1}\n${vttTime(c.from)} --> ${vttTime(c.to)}\n${c.text}\n`).join('\n')}`;
}

function filterGraph(video, font, dir) {
  const title = video.texts.cs.title;
  const lines = wrap(title, 20);
  const size = 60;
  const lineHeight = 76;
  const top = Math.round(HEIGHT / 2 - (lines.length * lineHeight) / 2);
  const balloons = [
    { x: 60, speed: 70, offset: 0, size: 150, color: video.accent },
    { x: 210, speed: 95, offset: 260, size: 110, color: '#ffffff' },
    { x: 700, speed: 80, offset: 120, size: 170, color: video.accent },
    { x: 840, speed: 110, offset: 380, size: 120, color: '#ffffff' },
  ];
  const fontArg = `fontfile=${font}`;
  const filters = [
    ...balloons.map(
      (b) => `drawtext=${fontArg}:text=●:fontsize=${b.size}:fontcolor=${hex(b.color)}@0.85:x=${b.x}:y=h-mod(t*${b.speed}+${b.offset}\\,h+${b.size * 2})+${b.size}`,
    ),
    `drawbox=x=0:y=${top - 36}:w=iw:h=${lines.length * lineHeight + 72}:color=white@0.92:t=fill`,
    ...lines.map(
      (line, i) =>
        `drawtext=${fontArg}:textfile=${textFile(dir, `${video.slug}-${i}.txt`, line)}:fontsize=${size}:fontcolor=0x2b2b2b:` +
        `x=(w-tw)/2-max(0\\,0.8-t)*${500 + i * 150}:y=${top + i * lineHeight}:alpha=min(1\\,t/0.8)`,
    ),
    `drawtext=${fontArg}:textfile=${textFile(dir, `${video.slug}-brand.txt`, 'konfety · návod')}:fontsize=30:fontcolor=white:x=32:y=28`,
    ...video.captions.map(
      (c, i) =>
        `drawtext=${fontArg}:textfile=${textFile(dir, `${video.slug}-step-${i}.txt`, `${i + 1} / ${video.captions.length}`)}:fontsize=34:fontcolor=white:` +
        `x=w-tw-32:y=h-th-28:enable=between(t\\,${c.from}\\,${c.to - 0.001})`,
    ),
  ];
  return `[0:v]${filters.join(',')},format=yuv420p[v];[1:a]afade=t=in:d=0.3,afade=t=out:st=${video.seconds - 0.6}:d=0.6,volume=0.25[a]`;
}

function run(ffmpeg, args) {
  const r = spawnSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { encoding: 'utf8' });
  if (r.error) throw new Error(`cannot run ${ffmpeg}: ${r.error.message} (see the comment at the top of this script)`);
  if (r.status !== 0) throw new Error(`${ffmpeg} failed:\n${r.stderr}`);
}

const ffmpeg = findFfmpeg();
const font = findFont();
fs.mkdirSync(OUT_DIR, { recursive: true });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-videos-'));
try {
  for (const video of DEMO_VIDEOS) {
    const files = demoVideoFiles(video.slug);
    const out = path.join(OUT_DIR, files.video);
    run(ffmpeg, [
      '-f', 'lavfi', '-i', `color=c=${hex(video.background)}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${video.seconds}`,
      '-f', 'lavfi', '-i', `sine=frequency=${video.toneHz}:sample_rate=48000:duration=${video.seconds}`,
      '-filter_complex', filterGraph(video, font, work),
      '-map', '[v]', '-map', '[a]',
      '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-deadline', 'good', '-cpu-used', '2', '-row-mt', '1', '-g', String(FPS * 2),
      '-c:a', 'libopus', '-b:a', '32k', '-ac', '1',
      '-metadata', `title=${video.texts.cs.title}`,
      '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact',
      '-t', String(video.seconds),
      out,
    ]);
    run(ffmpeg, ['-ss', String(Math.min(3.5, video.seconds - 1)), '-i', out, '-frames:v', '1', path.join(OUT_DIR, files.poster)]);
    fs.writeFileSync(path.join(OUT_DIR, files.captions), webVtt(video.captions));
    const bytes = fs.statSync(out).size;
    if (bytes > MAX_BYTES) throw new Error(`${files.video} is ${bytes} bytes, over the ${MAX_BYTES} budget: raise the CRF`);
    process.stdout.write(`${files.video}: ${video.seconds} s, ${(bytes / 1024).toFixed(0)} kB\n`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
