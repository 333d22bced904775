import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { announcementMail } from '../../modules/announcements/emails';
import { link } from './blocks';

const html = (...nodes: Parameters<typeof createElement>[2][]) =>
  renderToStaticMarkup(createElement(Fragment, null, ...nodes));

/** The style attribute of the link whose text is `label`. */
const styleOf = (markup: string, label: string) =>
  new RegExp(`<a [^>]*style="([^"]*)"[^>]*>${label}</a>`).exec(markup)?.[1];

describe('a link in a mail', () => {
  it('lets a bare address wrap anywhere, as it has no words to wrap between', () => {
    const address = 'https://estudio.example/baja/anuncios/abc123def456';
    const style = styleOf(html(link(address)), address);
    expect(style).toContain('overflow-wrap:anywhere');
    expect(style).not.toContain('break-all');
  });

  it("keeps the announcement's unsubscribe words whole: they wrap between words", () => {
    const mail = announcementMail({
      to: 'martina@example.com',
      name: 'Martina',
      subject: 'Nueva unidad',
      body: 'Sumamos una unidad.',
      courseTitle: 'Monotributo de cero a experto',
      unsubscribe: { url: 'https://estudio.example/baja/anuncios/abc123', headers: {} },
    });
    const style = styleOf(html(...(mail.body ?? [])), 'Darme de baja de los anuncios');
    expect(style).toBeDefined();
    expect(style).not.toMatch(/break-all|overflow-wrap|word-break/);
  });
});
