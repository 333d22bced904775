import { describe, expect, it } from 'vitest';
import { formatVttTime, parseCaptions, plainCues, plainText, spokenText, toWebVtt } from './webvtt';

describe('parseCaptions', () => {
  it('reads WebVTT with and without hours, settings, identifiers, notes and styles', () => {
    const vtt = [
      'WEBVTT - Clase 1',
      'Kind: captions',
      'Language: es',
      '',
      'NOTE Revisado por el estudio',
      'en dos líneas',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'intro',
      '00:01.000 --> 00:04.500 align:start line:90%',
      'Bienvenidos al curso.',
      '',
      '01:02:03.250 --> 01:02:05.000',
      'Ya pasó una hora.',
      '',
    ].join('\n');
    const { format, cues } = parseCaptions(vtt);
    expect(format).toBe('webvtt');
    expect(cues).toEqual([
      { start: 1, end: 4.5, text: 'Bienvenidos al curso.', settings: 'align:start line:90%' },
      { start: 3723.25, end: 3725, text: 'Ya pasó una hora.' },
    ]);
  });

  it('converts SubRip: commas, numbered blocks, multi-line cues, its own markup left out', () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:03,000',
      '<font color="#ffff00">El monotributo</font>',
      'tiene categorías.',
      '',
      '2',
      '00:00:03,500 --> 00:00:05,25 X1:10 X2:20',
      '{\\an8}<i>Facturá</i> siempre.',
      '',
    ].join('\n');
    const { format, cues } = parseCaptions(srt);
    expect(format).toBe('srt');
    expect(cues).toEqual([
      { start: 1, end: 3, text: 'El monotributo\ntiene categorías.' },
      { start: 3.5, end: 5.25, text: '<i>Facturá</i> siempre.' },
    ]);
    expect(toWebVtt(cues)).toBe(
      [
        'WEBVTT',
        '',
        '00:00:01.000 --> 00:00:03.000',
        'El monotributo',
        'tiene categorías.',
        '',
        '00:00:03.500 --> 00:00:05.250',
        '<i>Facturá</i> siempre.',
        '',
      ].join('\n'),
    );
  });

  it('takes a byte order mark and CRLF or CR line ends', () => {
    const crlf = '\uFEFFWEBVTT\r\n\r\n00:00.000 --> 00:02.000\r\nHola\r\nde nuevo\r\n';
    expect(parseCaptions(crlf).cues).toEqual([{ start: 0, end: 2, text: 'Hola\nde nuevo' }]);
    const cr = '\uFEFF1\r00:00:00,000 --> 00:00:02,000\rHola\r';
    expect(parseCaptions(cr)).toEqual({
      format: 'srt',
      cues: [{ start: 0, end: 2, text: 'Hola' }],
    });
  });

  it('keeps a cue written right below the header, and sorts cues by their start', () => {
    const vtt = 'WEBVTT\n00:05.000 --> 00:06.000\nDespués\n\n00:01.000 --> 00:02.000\nAntes\n';
    expect(parseCaptions(vtt).cues.map((cue) => cue.text)).toEqual(['Antes', 'Después']);
  });

  it('leaves out blocks that are no cue, and finds none in what is not subtitles', () => {
    const mixed = [
      'WEBVTT',
      '',
      '00:03.000 --> 00:02.000',
      'Termina antes de empezar',
      '',
      '00:61.000 --> 00:62.000',
      'Segundos imposibles',
      '',
      '00:01.000 --> 00:02.000',
      '<i> </i>',
      '',
      'solo texto',
      '',
      '00:04.000 --> 00:05.000',
      'La única buena',
    ].join('\n');
    expect(parseCaptions(mixed).cues).toEqual([{ start: 4, end: 5, text: 'La única buena' }]);
    for (const bad of ['', 'WEBVTT\n', 'Hola, esto es un apunte.\nSin tiempos.', '{"a":1}']) {
      expect(parseCaptions(bad).cues, bad).toEqual([]);
    }
    // A header-like first line that is not WEBVTT's is not taken as one.
    expect(parseCaptions('WEBVTTX\n\n00:01.000 --> 00:02.000\nHola').format).toBe('srt');
  });

  it('never keeps the arrow of a timing line inside a cue’s text', () => {
    const vtt = 'WEBVTT\n\n00:01.000 --> 00:02.000\nantes --> después\n';
    expect(parseCaptions(vtt).cues[0]?.text).toBe('antes -> después');
  });
});

describe('plain text', () => {
  it('strips tags, voices, timestamps and SRT positions, and reads entities', () => {
    expect(
      plainText(
        '<v Ana García><i>IVA</i> &amp; <c.amarillo>Ganancias</c></v>\n<00:01.500>hoy&nbsp;',
      ),
    ).toBe('IVA & Ganancias hoy');
    expect(plainText('{\\an8}a &lt;b&gt; &#233;&#xE9; &desconocida;')).toBe(
      'a <b> éé &desconocida;',
    );
  });

  it('gives a transcript’s cues and the spoken text searched', () => {
    const { cues } = parseCaptions(
      'WEBVTT\n\n00:01.000 --> 00:02.000\n<b>Uno</b>\ny dos\n\n00:03.000 --> 00:04.000\nTres',
    );
    expect(plainCues(cues)).toEqual([
      { start: 1, end: 2, text: 'Uno y dos' },
      { start: 3, end: 4, text: 'Tres' },
    ]);
    expect(spokenText(cues)).toBe('Uno y dos Tres');
  });
});

describe('formatVttTime', () => {
  it('writes hours, minutes, seconds and milliseconds', () => {
    expect(formatVttTime(0)).toBe('00:00:00.000');
    expect(formatVttTime(3723.25)).toBe('01:02:03.250');
    expect(formatVttTime(59.9996)).toBe('00:01:00.000');
  });

  it('round-trips what it writes', () => {
    const cues = [{ start: 12.345, end: 3600.5, text: 'Línea 1\nLínea 2', settings: 'align:end' }];
    expect(parseCaptions(toWebVtt(cues)).cues).toEqual(cues);
  });
});
