/** Runs `work` with RATE_LIMIT_SCALE set to `scale` (limiters of that scale start with empty counters). */
export async function withRateLimitScale<T>(scale: number, work: () => Promise<T>): Promise<T> {
  const before = process.env.RATE_LIMIT_SCALE;
  process.env.RATE_LIMIT_SCALE = String(scale);
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.RATE_LIMIT_SCALE;
    else process.env.RATE_LIMIT_SCALE = before;
  }
}
