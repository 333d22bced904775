/**
 * The blind guesser of the hostile probe (issue 34): it knows nothing of the subject and tries
 * combinations of options systematically, using only what the evaluation reveals.
 * - Every question may have one or several right options, so its candidates are all non-empty
 *   sets of options, fewest first (most questions have one); told `multiple`, it keeps only the
 *   sets of the right kind.
 * - Told question by question what was right, it keeps the right sets and drops the wrong ones.
 * - Told only whether the attempt passed, it never repeats a combination.
 * Combinations go by the sum of their candidates' ranks, so every question advances evenly.
 * Options are named by their text: their order (and their ids') tells it nothing.
 */

export type ShownQuestion = {
  id: number;
  multiple?: boolean;
  options: { id: number; text: string }[];
};
export type Outcome = {
  passed: boolean;
  results: { questionId: number; correct: boolean }[];
};
type Answer = { questionId: number; optionIds: number[] };

/** Every non-empty set of the texts, fewest first, each set sorted. */
function candidateSets(texts: string[]): string[][] {
  const sorted = [...texts].sort();
  const sets: string[][] = [];
  for (let mask = 1; mask < 1 << sorted.length; mask += 1) {
    sets.push(sorted.filter((_, index) => mask & (1 << index)));
  }
  return sets.sort((a, b) => a.length - b.length);
}

/** Index tuples of these lengths by the sum of their ranks, then in order. */
function* byRankSum(lengths: number[]): Generator<number[]> {
  const most = lengths.reduce((sum, length) => sum + length - 1, 0);
  for (let total = 0; total <= most; total += 1) {
    yield* withSum(lengths, total);
  }
}

function* withSum(lengths: number[], total: number): Generator<number[]> {
  const [first, ...rest] = lengths;
  if (first === undefined) {
    if (total === 0) yield [];
    return;
  }
  for (let rank = 0; rank < first && rank <= total; rank += 1) {
    for (const tail of withSum(rest, total - rank)) yield [rank, ...tail];
  }
}

export function blindGuesser() {
  const candidates = new Map<number, string[][]>();
  const tried = new Set<string>();
  let last: { sets: Map<number, string[]>; key: string } | undefined;

  const candidatesOf = (question: ShownQuestion) => {
    let sets = candidates.get(question.id);
    if (!sets) {
      sets = candidateSets(question.options.map((option) => option.text)).filter(
        (set) => question.multiple === undefined || set.length > 1 === question.multiple,
      );
      candidates.set(question.id, sets);
    }
    return sets;
  };

  return {
    /** The next combination to send for the evaluation as shown this time. */
    next(questions: ShownQuestion[]): Answer[] {
      const lists = questions.map(candidatesOf);
      for (const ranks of byRankSum(lists.map((list) => list.length))) {
        const sets = new Map(questions.map((question, i) => [question.id, lists[i]![ranks[i]!]!]));
        const key = JSON.stringify([...sets]);
        if (tried.has(key)) continue;
        last = { sets, key };
        return questions.map((question) => {
          const chosen = sets.get(question.id)!;
          return {
            questionId: question.id,
            optionIds: question.options
              .filter((option) => chosen.includes(option.text))
              .map((option) => option.id),
          };
        });
      }
      throw new Error('Every combination was tried.');
    },

    /** What the attempt just sent revealed. */
    learn(outcome: Outcome): void {
      if (!last) return;
      tried.add(last.key);
      for (const { questionId, correct } of outcome.results) {
        const set = JSON.stringify(last.sets.get(questionId));
        const sets = candidates.get(questionId) ?? [];
        candidates.set(
          questionId,
          sets.filter((candidate) => (JSON.stringify(candidate) === set) === correct),
        );
      }
    },
  };
}
