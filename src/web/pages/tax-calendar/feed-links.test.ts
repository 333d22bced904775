import { describe, expect, it } from 'vitest';
import { feedLinks } from './feed-links';

describe('feedLinks', () => {
  it('offers the feed as a web address, a webcal address and a Google Calendar link', () => {
    const links = feedLinks(
      'https://www.estudio.com.ar',
      '/api/tax-calendar/feed.ics?digit=6&obligations=iva%2Cmonotributo',
    );
    expect(links.address).toBe(
      'https://www.estudio.com.ar/api/tax-calendar/feed.ics?digit=6&obligations=iva%2Cmonotributo',
    );
    expect(links.webcal).toBe(
      'webcal://www.estudio.com.ar/api/tax-calendar/feed.ics?digit=6&obligations=iva%2Cmonotributo',
    );
    expect(links.google).toBe(
      'https://calendar.google.com/calendar/r?cid=' +
        encodeURIComponent(
          'webcal://www.estudio.com.ar/api/tax-calendar/feed.ics?digit=6&obligations=iva%2Cmonotributo',
        ),
    );
  });

  it('keeps the port of a local site', () => {
    expect(feedLinks('http://localhost:3000', '/api/tax-calendar/feed.ics?digit=0').webcal).toBe(
      'webcal://localhost:3000/api/tax-calendar/feed.ics?digit=0',
    );
  });
});
