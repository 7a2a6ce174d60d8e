/**
 * A bound on waits that playwright's action timeout does not cover (scripts run inside the page,
 * such as axe): the test fails saying what it waited for instead of hanging until its own limit.
 */
export async function withinTime<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
