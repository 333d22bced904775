/**
 * A TrueType font rewritten so that every glyph in its `glyf` table starts at a multiple of four
 * bytes, as the OpenType specification recommends. Everything else is copied as it is.
 *
 * Why: @pdf-lib/fontkit's subsetter copies each glyph's bytes as they lie and, when the subset is
 * small, writes its `loca` table in the short format, which stores each offset halved. A glyph
 * that starts at an odd offset then points one byte early, and every viewer draws garbage or
 * nothing for it. Inter's files from Google Fonts pack glyphs without padding (odd lengths are
 * common), so most letters of a certificate were lost. With every glyph's length a multiple of
 * four, every offset in the subset is even and halving it loses nothing.
 */
export function alignGlyphs(font: Uint8Array): Uint8Array {
  const source = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = readTableDirectory(source);
  const head = tables.get('head');
  const maxp = tables.get('maxp');
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  if (!head || !maxp || !loca || !glyf) throw new Error('not a TrueType font with glyf outlines');

  const glyphCount = source.getUint16(maxp.offset + 4);
  const longOffsets = source.getInt16(head.offset + 50) === 1;
  const glyphStart = (index: number) =>
    longOffsets
      ? source.getUint32(loca.offset + index * 4)
      : source.getUint16(loca.offset + index * 2) * 2;

  const glyphs: Uint8Array[] = [];
  const offsets: number[] = [0];
  for (let index = 0; index < glyphCount; index++) {
    const start = glyphStart(index);
    const bytes = font.subarray(glyf.offset + start, glyf.offset + glyphStart(index + 1));
    const padded = new Uint8Array(padTo4(bytes.length));
    padded.set(bytes);
    glyphs.push(padded);
    offsets.push(offsets[offsets.length - 1]! + padded.length);
  }
  const newGlyf = concat(glyphs);
  const newLoca = new Uint8Array(offsets.length * 4);
  const locaView = new DataView(newLoca.buffer);
  offsets.forEach((offset, index) => locaView.setUint32(index * 4, offset));
  const newHead = font.slice(head.offset, head.offset + head.length);
  // The long loca format: the glyf table may now pass 128 KiB, which the short one cannot address.
  new DataView(newHead.buffer).setInt16(50, 1);

  const contents = new Map<string, Uint8Array>();
  for (const [tag, table] of tables) {
    contents.set(tag, font.subarray(table.offset, table.offset + table.length));
  }
  contents.set('glyf', newGlyf);
  contents.set('loca', newLoca);
  contents.set('head', newHead);
  return writeFont(source.getUint32(0), contents);
}

type TableRecord = { offset: number; length: number };

function readTableDirectory(font: DataView): Map<string, TableRecord> {
  const tables = new Map<string, TableRecord>();
  const count = font.getUint16(4);
  for (let index = 0; index < count; index++) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...[0, 1, 2, 3].map((byte) => font.getUint8(record + byte)));
    tables.set(tag, { offset: font.getUint32(record + 8), length: font.getUint32(record + 12) });
  }
  return tables;
}

/** An sfnt file of these tables, each on a four-byte boundary, with its checksums. */
function writeFont(sfntVersion: number, contents: Map<string, Uint8Array>): Uint8Array {
  const tags = [...contents.keys()].sort();
  const directoryLength = 12 + tags.length * 16;
  let size = directoryLength;
  for (const tag of tags) size += padTo4(contents.get(tag)!.length);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);

  const searchPower = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, sfntVersion);
  view.setUint16(4, tags.length);
  view.setUint16(6, searchPower * 16);
  view.setUint16(8, Math.log2(searchPower));
  view.setUint16(10, tags.length * 16 - searchPower * 16);

  let offset = directoryLength;
  let headOffset = 0;
  tags.forEach((tag, index) => {
    const table = contents.get(tag)!;
    if (tag === 'head') {
      // Its whole-font checksum is summed with this field at zero, and set last.
      table.fill(0, 8, 12);
      headOffset = offset;
    }
    out.set(table, offset);
    const record = 12 + index * 16;
    for (let byte = 0; byte < 4; byte++) view.setUint8(record + byte, tag.charCodeAt(byte));
    view.setUint32(record + 4, checksum(view, offset, table.length));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, table.length);
    offset += padTo4(table.length);
  });
  view.setUint32(headOffset + 8, (0xb1b0afba - checksum(view, 0, out.length)) >>> 0);
  return out;
}

/** The sum of a table's big-endian 32-bit words, its last word padded with zeros. */
function checksum(view: DataView, offset: number, length: number): number {
  let sum = 0;
  for (let at = offset; at < offset + padTo4(length); at += 4) {
    sum = (sum + view.getUint32(at)) >>> 0;
  }
  return sum;
}

const padTo4 = (length: number) => (length + 3) & ~3;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
