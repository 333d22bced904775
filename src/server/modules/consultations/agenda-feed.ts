import { and, gte, inArray, lt } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { ServiceContext } from '../../context';
import { consultationBookings } from '../../db/schema';
import { notFound } from '../../errors';
import { randomToken, sameSecret, sha256 } from '../auth/secrets';
import { bookingsWithClients } from './agenda';
import { keepFeedToken, readAvailability, replaceFeedToken } from './availability-store';
import { firmOf } from './booking-people';
import { MODE_LABELS } from './booking-text';
import { eventCore, placeOf } from './invitation';

/*
 * The firm's private calendar feed: an iCalendar address the accountant's calendar app
 * subscribes to, with no session; the 32 random bytes (base64url) in it are the key.
 *
 * The token is stored as it is, not hashed, in `consultation_availability.feed_token`: the panel
 * shows the address again on every visit (for 'Copiar'), so the site must be able to write it
 * again, and a hash cannot be turned back. It grants reading the agenda only, which whoever can
 * read that table already can. A caller's token is compared in constant time (the SHA-256 of
 * both, so not even the length shows), and renewing it kills the old address at once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the feed goes: last month's consultations stay in the calendar. */
export const FEED_PAST_DAYS = 30;
/** How often a calendar app should ask again. */
const FEED_TTL_SECONDS = 15 * 60;

const feedUrl = (ctx: ServiceContext, token: string) =>
  new URL(`/api/consultations/agenda/${token}.ics`, ctx.config.appUrl).toString();

/** The feed's address, its token made on the first ask. */
export async function feedAddress(ctx: ServiceContext): Promise<string> {
  return feedUrl(ctx, await keepFeedToken(ctx.db, randomToken(32), ctx.now()));
}

/** A new address for the feed; the old one answers 404 from now on. */
export async function renewFeedAddress(ctx: ServiceContext): Promise<string> {
  const token = randomToken(32);
  await replaceFeedToken(ctx.db, token, ctx.now());
  return feedUrl(ctx, token);
}

/**
 * The feed for `token`: every confirmed (or done) consultation from FEED_PAST_DAYS ago to the
 * booking horizon, one event each with the UID of the client's invitation. Not found when the
 * token is not the current one.
 */
export async function agendaFeedText(ctx: ServiceContext, token: string): Promise<string> {
  const availability = await readAvailability(ctx.db);
  const saved = availability?.feedToken;
  if (!availability || !saved || !sameSecret(sha256(token), sha256(saved))) throw notFound();
  const now = ctx.now();
  const rows = await bookingsWithClients(
    ctx.db,
    and(
      inArray(consultationBookings.status, ['confirmed', 'done']),
      gte(consultationBookings.startsAt, new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS)),
      lt(
        consultationBookings.startsAt,
        new Date(now.getTime() + (availability.horizonDays + 1) * DAY_MS),
      ),
    ),
  );
  const firm = firmOf(ctx);
  const calendar = ical({
    prodId: { company: firm.name, product: 'Agenda de consultas', language: 'ES' },
    name: `Consultas · ${firm.name}`,
    ttl: FEED_TTL_SECONDS,
  });
  for (const { booking, client } of rows) {
    const who = client ? `${client.name} ${client.lastname}` : 'Cliente sin cuenta';
    calendar.createEvent({
      ...eventCore(booking, firm.appUrl),
      summary: `Consulta: ${who} · ${booking.typeTitle}`,
      description: [
        `${MODE_LABELS[booking.mode]}, ${booking.durationMinutes} minutos.`,
        `Tema: ${booking.topic}`,
        `Teléfono: ${booking.phone}`,
        client ? `E-mail: ${client.email}` : '',
        booking.meetingUrl ? `Videollamada: ${booking.meetingUrl}` : '',
        booking.status === 'done' ? 'Realizada.' : '',
      ]
        .filter(Boolean)
        .join('\n'),
      location: placeOf(booking, firm),
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
