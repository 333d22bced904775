import { SharedAccountsSchema } from '../responses/shared-accounts';
import { defineRoute } from './define-route';

/**
 * 'Posible cuenta compartida': the accounts that played from more than five networks in the
 * last 24 hours, with those networks. Nothing is blocked by it: a person decides.
 */
export const listSharedAccounts = defineRoute({
  method: 'GET',
  path: '/admin/shared-accounts',
  response: { 200: SharedAccountsSchema },
});
