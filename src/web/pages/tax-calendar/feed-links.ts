/** The ways to subscribe a calendar app to a feed of this site. */
export type FeedLinks = {
  /** The feed's web address, to paste into any calendar app. */
  address: string;
  /** The same feed for the phone's or computer's own calendar, which opens on `webcal:`. */
  webcal: string;
  /** Google Calendar's page that adds it ('Agregar calendario'). */
  google: string;
};

/** The links for a feed at `path` ('/api/…') of the site at `origin` ('https://…'). */
export function feedLinks(origin: string, path: string): FeedLinks {
  const address = new URL(path, origin).href;
  const webcal = address.replace(/^https?:/, 'webcal:');
  return {
    address,
    webcal,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  };
}
