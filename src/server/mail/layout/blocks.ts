import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement, type ReactNode } from 'react';
import { MAIL_COLOURS as C } from './colours';

/**
 * The pieces a branded e-mail's body is made of (React Email components with inline styles, as
 * every mail client needs them). A template lists them in `MailMessage.body`; the firm's layout
 * (firm-layout.tsx) frames them. Every link must be absolute and also be in the text part.
 */

/** A paragraph; its parts may be text, `strong` or `link`. */
export const paragraph = (...parts: ReactNode[]) =>
  createElement(
    Text,
    { style: { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: C.ink } },
    ...parts,
  );

/** Text as someone wrote it (an answer from the panel): its line breaks kept. */
export const prose = (text: string) =>
  createElement(
    Text,
    {
      style: {
        margin: '0 0 16px',
        fontSize: '16px',
        lineHeight: '24px',
        color: C.ink,
        whiteSpace: 'pre-line' as const,
      },
    },
    text,
  );

/** A line of small grey print (what to do if the mail was not expected, a legal note). */
export const note = (...parts: ReactNode[]) =>
  createElement(
    Text,
    { style: { margin: '0 0 16px', fontSize: '13px', lineHeight: '20px', color: C.muted } },
    ...parts,
  );

export const strong = (text: ReactNode) => createElement('strong', null, text);

/**
 * A link inside a paragraph: the address itself unless told what to show. A bare address may
 * wrap anywhere, as it has no words; words ('Darme de baja de los anuncios') wrap between them.
 */
export const link = (href: string, label: ReactNode = href) =>
  createElement(
    Link,
    {
      href,
      style: {
        color: C.navy,
        textDecoration: 'underline',
        ...(label === href ? { overflowWrap: 'anywhere' as const } : {}),
      },
    },
    label,
  );

/**
 * The one thing the mail asks to do, as a navy button with the address written under it (the
 * button is an image-free link, and the address works where buttons do not).
 */
export const button = (href: string, label: string) =>
  createElement(
    Section,
    { style: { margin: '8px 0 24px' } },
    createElement(
      Button,
      {
        href,
        style: {
          backgroundColor: C.navy,
          color: '#ffffff',
          borderRadius: '6px',
          padding: '12px 22px',
          fontSize: '16px',
          fontWeight: 700,
          textDecoration: 'none',
          borderBottom: `3px solid ${C.gold}`,
        },
      },
      label,
    ),
    createElement(
      Text,
      { style: { margin: '12px 0 0', fontSize: '12px', lineHeight: '18px', color: C.muted } },
      'Si el botón no funciona, copiá esta dirección en tu navegador: ',
      link(href),
    ),
  );

/** A one-time code, large and spaced so it reads and copies at a glance. */
export const codeBox = (code: string) =>
  createElement(
    Section,
    {
      style: {
        margin: '8px 0 24px',
        backgroundColor: C.tint,
        border: `1px solid ${C.rule}`,
        borderRadius: '8px',
      },
    },
    createElement(
      Text,
      {
        style: {
          margin: '0',
          padding: '16px',
          textAlign: 'center' as const,
          fontFamily: "'Courier New', Courier, monospace",
          fontSize: '32px',
          lineHeight: '40px',
          letterSpacing: '8px',
          fontWeight: 700,
          color: C.navy,
        },
      },
      code,
    ),
  );

/** A small table of labelled values (a purchase's course, amount, operation number). */
export const details = (rows: [label: string, value: ReactNode][]) =>
  createElement(
    'table',
    {
      role: 'presentation',
      cellPadding: 0,
      cellSpacing: 0,
      border: 0,
      width: '100%',
      style: { margin: '0 0 24px', borderCollapse: 'collapse' as const, fontSize: '15px' },
    },
    createElement(
      'tbody',
      null,
      ...rows.map(([label, value]) =>
        createElement(
          'tr',
          { key: label },
          createElement(
            'td',
            {
              style: {
                padding: '8px 12px 8px 0',
                borderBottom: `1px solid ${C.rule}`,
                color: C.muted,
                verticalAlign: 'top',
                whiteSpace: 'nowrap' as const,
              },
            },
            label,
          ),
          createElement(
            'td',
            {
              style: {
                padding: '8px 0',
                borderBottom: `1px solid ${C.rule}`,
                color: C.ink,
                fontWeight: 700,
                textAlign: 'right' as const,
              },
            },
            value,
          ),
        ),
      ),
    ),
  );

/** Someone's own words (a reason, a quoted message), set apart with a gold rule. */
export const quote = (text: string) =>
  createElement(
    Text,
    {
      style: {
        margin: '0 0 16px',
        padding: '4px 0 4px 12px',
        borderLeft: `3px solid ${C.gold}`,
        fontSize: '15px',
        lineHeight: '22px',
        color: C.ink,
        whiteSpace: 'pre-line' as const,
      },
    },
    text,
  );

/**
 * Text someone wrote in markdown, as the site renders it (markdownHtml: raw HTML skipped, every
 * text escaped), in the body's type.
 */
export const renderedMarkdown = (safeHtml: string) =>
  createElement('div', {
    style: { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: C.ink },
    dangerouslySetInnerHTML: { __html: safeHtml },
  });
