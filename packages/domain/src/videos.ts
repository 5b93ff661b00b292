/**
 * The how-to video library (/account/videos): each video has one topic, which the storefront names and the
 * API turns into links to the catalogue categories such a video uses.
 */
export const videoTopics = ['balloons', 'makeup', 'table', 'games'] as const;
export type VideoTopic = (typeof videoTopics)[number];

/**
 * The library's videos are 16:9, made at this size (scripts/generate-demo-videos.mjs); the player's `width` and
 * `height` reserve that box before the file's metadata arrives, so the page does not jump.
 */
export const VIDEO_FRAME = { width: 960, height: 540 } as const;

/** The WebVTT captions' language: the videos are Czech. */
export const VIDEO_CAPTIONS_LANGUAGE = 'cs';

/** A running time as a player shows it: "0:07", "12:30", "1:02:05". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The same running time as an ISO 8601 duration, for `<time dateTime>`: "PT7S", "PT12M30S". */
export function isoDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds || s === 0 ? `${seconds}S` : ''}`;
  return `PT${parts}`;
}
