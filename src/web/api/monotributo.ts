import * as routes from '../../shared/contracts/monotributo';
import type { MonotributoQuestionInput } from '../../shared/monotributo';
import { useResource } from '../store/use-resource';
import { call } from './call';
import { retryServerErrors } from './courses';

export const monotributoTableKey = 'monotributo-table';

/** The Monotributo's table in force, as the page was rendered with it. */
export function useMonotributoTable() {
  return useResource(monotributoTableKey, () => call(routes.monotributoTableInForce), {
    retry: retryServerErrors,
  });
}

/** The category that fits these figures by the table in force, and what it costs. */
export const placeInCategory = (question: MonotributoQuestionInput) =>
  call(routes.monotributoCategory, { body: question });
