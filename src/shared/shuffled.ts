/** An integer in [0, n) from the platform's cryptographic generator (its bias is below 2⁻²⁹). */
const randomBelow = (n: number) => crypto.getRandomValues(new Uint32Array(1))[0]! % n;

/**
 * The items in a new random order (Fisher–Yates), one nobody can foretell; `pick(n)` answers an
 * integer in [0, n) (a test passes its own).
 */
export function shuffled<T>(items: readonly T[], pick: (n: number) => number = randomBelow): T[] {
  const order = [...items];
  for (let last = order.length - 1; last > 0; last -= 1) {
    const other = pick(last + 1);
    [order[last], order[other]] = [order[other]!, order[last]!];
  }
  return order;
}
