let counter = 0;

/** Unique sign-up data for one person (Paula Herrera unless `who` says otherwise). */
export function newPerson(
  overrides: Partial<Record<string, string>> = {},
  who = { name: 'Paula', lastname: 'Herrera', password: 'balance-anual-2024' },
) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  const handle = who.name.toLowerCase();
  return {
    ...who,
    username: `${handle}_${id}`,
    email: `${handle}.${id}@example.com`,
    ...overrides,
  };
}

/** A valid buy-form body for the course; fields overridable. */
export function orderFor(courseId: number, overrides: Record<string, unknown> = {}) {
  return {
    courseId,
    name: 'Paula',
    lastname: 'Herrera',
    email: 'paula.compras@example.com',
    document: '30.123.456',
    country: 'AR',
    region: 'Córdoba',
    location: 'Villa Carlos Paz',
    ...overrides,
  };
}
