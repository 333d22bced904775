import { z } from 'zod';
import { FileAnswerSchema, MessageAnswerSchema } from '../responses/common';
import { DueDatesAnswerSchema, TaxCalendarPageSchema } from '../responses/tax-calendar';
import { DueDatesQuerySchema, FeedQuerySchema, ReminderRequestSchema } from '../tax-calendar';
import { defineRoute } from './define-route';

/** What `/vencimientos` is rendered with: the obligations and the confirmed years. */
export const taxCalendarPage = defineRoute({
  method: 'GET',
  path: '/tax-calendar/obligations',
  response: { 200: TaxCalendarPageSchema },
});

/** A digit's (or a CUIT's) due dates, nearest first. 400 with a field error on a bad CUIT. */
export const dueDates = defineRoute({
  method: 'GET',
  path: '/tax-calendar',
  query: DueDatesQuerySchema,
  response: { 200: DueDatesAnswerSchema },
});

/** 'Agregar a mi calendario': an iCalendar feed (RFC 5545) a calendar app subscribes to. */
export const dueDatesFeed = defineRoute({
  method: 'GET',
  path: '/tax-calendar/feed.ics',
  query: FeedQuerySchema,
  response: { 200: FileAnswerSchema },
});

/**
 * 'Avisarme por e-mail': mails a confirmation link (double opt-in). The answer is the same
 * whether the address is known, new or already mailed too often today.
 */
export const requestReminders = defineRoute({
  method: 'POST',
  path: '/tax-calendar/subscriptions',
  body: ReminderRequestSchema,
  response: { 202: MessageAnswerSchema },
});

// The links of the mails, used without a session. Each answers a small page: 200 when the link
// is known, 400 when not. GET changes nothing (mail scanners open every link); POST acts.

const TokenQuery = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) });
const page = { 200: FileAnswerSchema };

export const confirmRemindersPage = defineRoute({
  method: 'GET',
  path: '/tax-calendar/subscriptions/confirm',
  query: TokenQuery,
  response: page,
});

export const confirmReminders = defineRoute({
  method: 'POST',
  path: '/tax-calendar/subscriptions/confirm',
  query: TokenQuery,
  response: page,
});

export const stopRemindersPage = defineRoute({
  method: 'GET',
  path: '/tax-calendar/unsubscribe',
  query: TokenQuery,
  response: page,
});

/** A mail client's one-click button (RFC 8058) or the page's: the subscription ends at once. */
export const stopReminders = defineRoute({
  method: 'POST',
  path: '/tax-calendar/unsubscribe',
  query: TokenQuery,
  response: page,
});
