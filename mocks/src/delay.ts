import { delay as mswDelay } from 'msw';

let forever = 0;

/**
 * msw's `delay`, which also counts the answers that never come (`delay('infinite')`, a story's or a
 * test's loading state): whoever waits for the mock API to be idle (the stories' accessibility check,
 * config/stories-check.tsx) knows how many requests will stay in flight for good.
 *
 * @example
 * mockEndpoint(organizaciones, async () => { await delay('infinite'); return empty; })
 */
export function delay(...args: Parameters<typeof mswDelay>): ReturnType<typeof mswDelay> {
  if (args[0] === 'infinite') forever += 1;
  return mswDelay(...args);
}

/** How many answers were put off for good (`delay('infinite')`) since the last reset. */
export function requestsWaitingForever(): number {
  return forever;
}

/** Forgets the answers put off for good (before each story or test that counts them). */
export function resetWaitingForever(): void {
  forever = 0;
}
