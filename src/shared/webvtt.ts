/**
 * Subtitles in WebVTT (https://www.w3.org/TR/webvtt1/) or SubRip (SRT): read leniently, written
 * back as plain WebVTT, and their cues' text without markup for a transcript or a search. Pure:
 * no I/O, the same on the server and in the browser.
 */

/** One cue: from `start` to `end` (seconds), what it says (its markup kept). */
export type Cue = {
  start: number;
  end: number;
  /** The cue's lines as written, joined by '\n' (`<i>`, `<v Ana>`… kept). */
  text: string;
  /** WebVTT cue settings (`align:start line:90%`), when the file had any. */
  settings?: string;
};

/** A cue as a transcript shows it: its text without markup, on one line. */
export type PlainCue = { start: number; end: number; text: string };

export type CaptionFormat = 'webvtt' | 'srt';

const HEADER = /^WEBVTT(?:[ \t].*)?$/;
/** `01:02:03.456`, `02:03.456`; SRT's comma, and fewer digits, are taken too. */
const TIME = String.raw`(?:(\d+):)?(\d{1,2}):(\d{1,2})[.,](\d{1,3})`;
const TIMING = new RegExp(String.raw`^\s*${TIME}\s*-->\s*${TIME}(?:[ \t]+(.*))?$`);
/** A cue setting: `name:value`. */
const SETTING = /^[a-z]+:\S+$/;
/** WebVTT blocks that are not cues. */
const NOT_A_CUE = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/;

/** Milliseconds of one time of a timing line's match (groups from `first`), or null if invalid. */
function milliseconds(match: RegExpExecArray, first: number): number | null {
  const [hours, minutes, seconds, fraction] = match.slice(first, first + 4);
  const m = Number(minutes);
  const s = Number(seconds);
  if (m > 59 || s > 59) return null;
  const ms = Number((fraction ?? '0').padEnd(3, '0'));
  return ((Number(hours ?? 0) * 60 + m) * 60 + s) * 1000 + ms;
}

/** A cue's timing line read: start, end (ms) and its settings. */
function readTiming(line: string): { start: number; end: number; settings: string } | null {
  const match = TIMING.exec(line);
  if (!match) return null;
  const start = milliseconds(match, 1);
  const end = milliseconds(match, 5);
  if (start === null || end === null) return null;
  const settings = (match[9] ?? '').split(/\s+/).filter((token) => SETTING.test(token));
  return { start, end, settings: settings.join(' ') };
}

const isTiming = (line: string | undefined) => line !== undefined && TIMING.test(line);

/** The text as lines: without a byte order mark, whatever the line ends. */
const linesOf = (input: string) => input.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);

/** Runs of non-blank lines. */
function blocksOf(lines: string[]): string[][] {
  const blocks: string[][] = [];
  let block: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') {
      if (block.length > 0) blocks.push(block);
      block = [];
    } else block.push(line);
  }
  if (block.length > 0) blocks.push(block);
  return blocks;
}

/** SRT's markup WebVTT does not have: `{\an8}` positions and `<font>` tags. */
const withoutSrtMarkup = (text: string) =>
  text.replace(/\{\\[^}]*\}/g, '').replace(/<\/?font\b[^>]*>/gi, '');

/** A block's cue: an optional identifier, the timing line, then the text; null if none. */
function readCue(block: string[], format: CaptionFormat): Cue | null {
  const at = isTiming(block[0]) ? 0 : isTiming(block[1]) ? 1 : -1;
  if (at === -1) return null;
  const timing = readTiming(block[at]!);
  if (!timing || timing.end <= timing.start) return null;
  const lines = block.slice(at + 1).map((line) => line.trimEnd());
  const written = lines.join('\n').trim();
  const text = format === 'srt' ? withoutSrtMarkup(written) : written;
  if (plainText(text) === '') return null;
  return {
    start: timing.start / 1000,
    end: timing.end / 1000,
    // A cue's text never holds the arrow that starts a timing line.
    text: text.replaceAll('-->', '->'),
    ...(format === 'webvtt' && timing.settings ? { settings: timing.settings } : {}),
  };
}

/**
 * Reads subtitles: WebVTT when the text starts with its `WEBVTT` header, else SubRip (numbered
 * blocks, `00:00:01,000 --> 00:00:02,500`). A byte order mark, CRLF or CR line ends, an hour
 * part or none are all taken; comments, styles, regions and blocks that are no cue (a bad time,
 * an end before the start, no text) are left out. The cues come in order of their start.
 * No cue at all (an empty file, not subtitles) gives an empty list.
 */
export function parseCaptions(input: string): { format: CaptionFormat; cues: Cue[] } {
  const lines = linesOf(input);
  const format: CaptionFormat = HEADER.test(lines[0] ?? '') ? 'webvtt' : 'srt';
  const blocks = blocksOf(format === 'webvtt' ? lines.slice(1) : lines);
  if (format === 'webvtt' && lines[1]?.trim()) {
    // The header's block (metadata such as `Kind: captions`) ends at the first blank line; a
    // file that starts its first cue right below the header still has that cue.
    const header = blocks.shift() ?? [];
    const first = header.findIndex((line, index) => isTiming(line) || isTiming(header[index + 1]));
    if (first !== -1) blocks.unshift(header.slice(first));
  }
  const cues: Cue[] = [];
  for (const block of blocks) {
    if (format === 'webvtt' && NOT_A_CUE.test(block[0]!)) continue;
    const cue = readCue(block, format);
    if (cue) cues.push(cue);
  }
  return { format, cues: cues.sort((a, b) => a.start - b.start) };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A WebVTT time: `01:02:03.456`. */
export function formatVttTime(seconds: number): string {
  const total = Math.max(0, Math.round(seconds * 1000));
  const ms = total % 1000;
  const wholeSeconds = Math.floor(total / 1000);
  const hours = Math.floor(wholeSeconds / 3600);
  const minutes = Math.floor((wholeSeconds % 3600) / 60);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(wholeSeconds % 60)}.${String(ms).padStart(3, '0')}`;
}

/** The cues as a WebVTT file: the header, then each cue (its settings kept). */
export function toWebVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((cue) => {
    const timing = `${formatVttTime(cue.start)} --> ${formatVttTime(cue.end)}`;
    return `${cue.settings ? `${timing} ${cue.settings}` : timing}\n${cue.text}`;
  });
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  lrm: '',
  rlm: '',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : entity;
  }
  return ENTITIES[name] ?? entity;
}

/**
 * What a cue says, as plain text on one line: without tags (`<i>`, `<b>`, `<c.amarillo>`,
 * `<v Ana>`, `<00:01.000>`), SRT's `{\an8}`, with its entities (`&amp;`) read, spaces collapsed.
 */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The cues as a transcript shows them. */
export const plainCues = (cues: readonly Cue[]): PlainCue[] =>
  cues.map(({ start, end, text }) => ({ start, end, text: plainText(text) }));

/** Everything the cues say, one space between cues: what a search looks in. */
export const spokenText = (cues: readonly Cue[]): string =>
  cues.map((cue) => plainText(cue.text)).join(' ');
