// When to retry a failed delivery (docs/webhooks.md): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, each with ±10 % jitter
// so that many deliveries failing together do not retry in lockstep. WEBHOOK_RETRY_SCHEDULE replaces the delays.

export const DISABLE_AFTER_CONSECUTIVE_FAILURES = 20;

/** Milliseconds until the retry after `failedSoFar` failed attempts, or null when the schedule is exhausted. */
export function nextRetryDelayMs(
  failedSoFar: number,
  scheduleSeconds: readonly number[],
  random = Math.random,
): number | null {
  const base = scheduleSeconds[failedSoFar - 1];
  if (base === undefined || failedSoFar < 1) return null;
  return Math.round(base * 1000 * (0.9 + 0.2 * random()));
}
