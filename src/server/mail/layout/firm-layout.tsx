import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import { Fragment, createElement, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatCuit } from '../../../shared/site-contact';
import type { Config } from '../../config';
import { escapeHtml } from '../../escape-html';
import type { MailMessage } from '../mailer';
import { textBody } from './text-body';
import { MAIL_COLOURS as C, MAIL_FONT } from './colours';

/** Who the footer of every e-mail names (from the configuration, as the site's own footer). */
export type MailFirm = {
  name: string;
  address: string;
  cuit: string;
  contactEmail: string;
  /** The firm's mark as a PNG on the site (mail clients show no SVG). */
  logoUrl: string;
};

/** The mark of the site's favicon, drawn as a 96 px PNG (src/web/public/mail-logo.png). */
export const MAIL_LOGO_PATH = '/mail-logo.png';

export const mailFirm = (config: Config): MailFirm => ({
  ...config.firm,
  contactEmail: config.contactEmail,
  logoUrl: `${config.appUrl}${MAIL_LOGO_PATH}`,
});

/** The firm's mark, 44 px: decorative (the name is written beside it). */
const logoImage = (url: string) =>
  `<img src="${escapeHtml(url)}" width="44" height="44" alt="" style="display:block;border:0;border-radius:10px" />`;

/** A full-width band of the frame; its padding on the cell, where Outlook honours it. */
function Band({ style, children }: { style: CSSProperties; children: ReactNode }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0}>
      <tbody>
        <tr>
          <td style={style}>{children}</td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * The frame of every e-mail: a navy header with the firm's mark and name, a white panel of at
 * most 600px with the body, and a footer with the firm's name, address, CUIT and contact address.
 * Tables and inline styles only (React Email's components), no external CSS, so Gmail, Outlook
 * and phones show it alike. The mark is a PNG on the site (Gmail and Outlook show no SVG); a
 * client that blocks pictures shows the name beside it all the same.
 */
function FirmLayout({
  firm,
  preview,
  children,
}: {
  firm: MailFirm;
  preview: string;
  children: ReactNode;
}) {
  return (
    <Html lang="es">
      <Head />
      {preview ? <Preview>{preview}</Preview> : null}
      <Body
        style={{ margin: 0, padding: '24px 0', backgroundColor: C.page, fontFamily: MAIL_FONT }}
      >
        <Container style={{ maxWidth: '600px', width: '100%' }}>
          <Band
            style={{
              backgroundColor: C.navy,
              borderBottom: `4px solid ${C.gold}`,
              borderRadius: '8px 8px 0 0',
              padding: '20px 28px',
            }}
          >
            <table role="presentation" cellPadding={0} cellSpacing={0} border={0}>
              <tbody>
                <tr>
                  <td
                    style={{ paddingRight: '14px', verticalAlign: 'middle' }}
                    // Written as markup: React would also put a preload <link> in the head.
                    dangerouslySetInnerHTML={{ __html: logoImage(firm.logoUrl) }}
                  />
                  <td style={{ verticalAlign: 'middle' }}>
                    <Text
                      style={{
                        margin: 0,
                        fontSize: '20px',
                        lineHeight: '26px',
                        fontWeight: 700,
                        color: '#ffffff',
                      }}
                    >
                      {firm.name}
                    </Text>
                    <Text
                      style={{ margin: 0, fontSize: '13px', lineHeight: '18px', color: C.navyText }}
                    >
                      Contadores públicos
                    </Text>
                  </td>
                </tr>
              </tbody>
            </table>
          </Band>
          <Band style={{ backgroundColor: C.panel, padding: '28px 28px 12px' }}>{children}</Band>
          <Band
            style={{
              backgroundColor: C.panel,
              borderRadius: '0 0 8px 8px',
              padding: '0 28px 24px',
            }}
          >
            <Hr style={{ borderColor: C.rule, margin: '0 0 16px' }} />
            <Text style={{ margin: 0, fontSize: '12px', lineHeight: '18px', color: C.muted }}>
              <strong style={{ color: C.ink }}>{firm.name}</strong>
              <br />
              {firm.address}
              <br />
              CUIT {formatCuit(firm.cuit)}
              <br />
              {firm.contactEmail}
            </Text>
          </Band>
        </Container>
      </Body>
    </Html>
  );
}

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The first sentence-sized line of the text after the greeting: what the inbox shows. */
function previewOf(text: string): string {
  const line = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .find((part) => part !== '' && !/^Hola\b/.test(part));
  const flat = (line ?? '').replace(/\s+/g, ' ');
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
}

/**
 * The message as it is sent: its `body` (or, for a mail written only as text, that text in
 * paragraphs) set in the firm's layout as the HTML part, next to the unchanged text part; a
 * mail that invites a reply gets the contact address as its Reply-To.
 * Synchronous (react-dom's static renderer), so it runs where the mail is queued.
 */
export function inFirmLayout(firm: MailFirm, message: MailMessage): MailMessage {
  const { body, replyToFirm, ...rest } = message;
  if (replyToFirm && rest.replyTo === undefined) rest.replyTo = firm.contactEmail;
  if (rest.html !== undefined) return rest;
  const html =
    DOCTYPE +
    renderToStaticMarkup(
      <FirmLayout firm={firm} preview={previewOf(rest.text)}>
        {createElement(Fragment, null, ...(body ?? textBody(rest.text)))}
      </FirmLayout>,
    );
  return { ...rest, html };
}
