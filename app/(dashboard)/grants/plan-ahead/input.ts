// The Plan ahead query, the same for the server's prefetch and the page's client (a client module's values do not
// cross to the server component).
export const PLAN_AHEAD_INPUT = { limit: 100 };
