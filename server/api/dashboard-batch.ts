// The most calls one dashboard request may carry (docs/dashboard.md#limits): the server refuses more with a 400, and
// the dashboard's client (app/_trpc/react.tsx) splits its batches at this size. No imports: the browser bundle reads it.
export const DASHBOARD_MAX_BATCH = 10;
