/** Resolves in a task of its own: a long start split this way holds the main thread in short steps. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
