-- As 0023 did (docs/webhooks.md#endpoints): an endpoint subscribed to "every type" (an empty list) keeps exactly the
-- types it was checked against when it was made, so grant.updated, new, reaches only the endpoints that choose it.
UPDATE "webhook_endpoints" SET "event_types" = ARRAY['grant.found', 'pursuit.won', 'task.completed',
  'budget.threshold_crossed', 'funder_report.submitted', 'funder_report.late']::text[]
WHERE cardinality("event_types") = 0;
