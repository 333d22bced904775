import { z } from 'zod';
import { AccountRemindersSchema } from '../responses/tax-calendar';
import { ReminderChoicesSchema } from '../tax-calendar';
import { defineRoute } from './define-route';

// The account's 'Avisos de vencimientos', for the account's own (verified) address: no
// confirmation mail is needed, the account already proved it.

export const accountReminders = defineRoute({
  method: 'GET',
  path: '/user/tax-reminders',
  response: { 200: AccountRemindersSchema },
});

export const saveAccountReminders = defineRoute({
  method: 'PUT',
  path: '/user/tax-reminders',
  body: ReminderChoicesSchema,
  response: { 200: AccountRemindersSchema },
});

export const stopAccountReminders = defineRoute({
  method: 'DELETE',
  path: '/user/tax-reminders',
  response: { 204: z.null() },
});
