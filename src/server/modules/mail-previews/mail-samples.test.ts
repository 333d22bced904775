import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCuit } from '../../../shared/site-contact';
import { loadConfig } from '../../config';
import { inFirmLayout, MAIL_LOGO_PATH, mailFirm } from '../../mail/layout/firm-layout';
import { MAIL_SAMPLES } from './mail-samples';

const config = loadConfig({
  NODE_ENV: 'test',
  APP_URL: 'https://www.estudioferraro.com.ar',
  CONTACT_EMAIL: 'consultas@estudioferraro.com.ar',
  FIRM_CUIT: '30712345671',
  FIRM_ADDRESS: 'Av. Corrientes 1234, piso 5, CABA',
});
const firm = mailFirm(config);

/** Every address the HTML links to, as a mail client reads it (entities decoded). */
const linksOf = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

describe('every e-mail the site sends', () => {
  it('has a sample for each template, under a name of its own', () => {
    const names = MAIL_SAMPLES.map((sample) => sample.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(24);
  });

  for (const sample of MAIL_SAMPLES) {
    it(`${sample.name}: a text part and a branded HTML part whose links all work`, async () => {
      const mail = inFirmLayout(firm, await sample.build(config));
      expect(mail.text.trim().length).toBeGreaterThan(20);
      const html = mail.html ?? '';
      expect(html).toMatch(/^<!DOCTYPE html/);
      // The footer names the firm, where it is and its CUIT, from the configuration.
      const footer = html.slice(html.lastIndexOf('<hr'));
      expect(footer).toContain(config.firm.name);
      expect(footer).toContain('Av. Corrientes 1234, piso 5, CABA');
      expect(footer).toContain(`CUIT ${formatCuit('30712345671')}`);
      expect(footer).toContain('consultas@estudioferraro.com.ar');
      // No stylesheet or script for a mail client to drop; no wider than a phone can scroll.
      expect(html).not.toMatch(/<link|<style|<script/i);
      expect(html).toContain('max-width:600px');
      for (const href of linksOf(html)) {
        expect(href, `${href} is absolute`).toMatch(/^https?:\/\/[^/]/);
        expect(mail.text, `${href} is also in the text part`).toContain(href);
      }
    });
  }

  it('sends replies to mails that ask for one to the contact address', async () => {
    const asking = ['cuenta-bloqueada', 'contracargo', 'arrepentimiento-resuelto'];
    for (const name of asking) {
      const sample = MAIL_SAMPLES.find((entry) => entry.name === name)!;
      const mail = inFirmLayout(firm, await sample.build(config));
      expect(mail.replyTo, name).toBe('consultas@estudioferraro.com.ar');
    }
    const receipt = MAIL_SAMPLES.find((entry) => entry.name === 'recibo-compra')!;
    expect(inFirmLayout(firm, await receipt.build(config)).replyTo).toBeUndefined();
  });

  it("shows what a person typed as text, never as the mail's own markup", () => {
    const mail = inFirmLayout(firm, {
      to: 'estudio@example.com',
      subject: 'Consulta',
      text: 'Hola <b>estudio</b>, vean https://example.com/a?b=1&c=2.',
    });
    expect(mail.html).toContain('Hola &lt;b&gt;estudio&lt;/b&gt;');
    // A mail written only as text still gets the layout, with its address as a link.
    expect(linksOf(mail.html!)).toEqual(['https://example.com/a?b=1&c=2']);
  });

  it("shows the firm's mark from the site, as a PNG (mail clients show no SVG)", () => {
    const mail = inFirmLayout(firm, { to: 'ana@example.com', subject: 'Hola', text: 'Hola.' });
    const sources = [...mail.html!.matchAll(/src="([^"]*)"/g)].map((match) => match[1]);
    expect(sources).toEqual(['https://www.estudioferraro.com.ar/mail-logo.png']);
    // Served by the site from its public folder.
    const file = readFileSync(path.resolve('src/web/public', MAIL_LOGO_PATH.slice(1)));
    expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
