/** The one wording of a rate-limit refusal: 'Too many {what}. Please try again in {wait}.' (docs/RATE-LIMITS.md). */
export function rateLimitMessage(what: string, waitSeconds: number): string {
  return `Too many ${what}. Please try again in ${describeWait(waitSeconds)}.`;
}

/**
 * The refusal when the shared store cannot count a limit that must not be stretched (a 503, with the
 * code of every database outage): 'The database is unavailable right now, so we can't check the limit
 * on {what}. Nothing was done; please try again in {wait}.'
 */
export function rateLimitUnavailableMessage(what: string, waitSeconds: number): string {
  return `The database is unavailable right now, so we can't check the limit on ${what}. Nothing was done; please try again in ${describeWait(waitSeconds)}.`;
}

/** '1 second', '45 seconds'; from a minute on, whole minutes rounded up ('2 minutes'). */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
