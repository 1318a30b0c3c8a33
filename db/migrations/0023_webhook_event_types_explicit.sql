-- An endpoint subscribed to "every type" (an empty list) was checked, when it was made, against the types of the time.
-- Budget and funder-report events are new and carry money: such endpoints keep exactly the types they could receive
-- then, so nothing new reaches a receiver whose creator may not read it (docs/webhooks.md#endpoints).
UPDATE "webhook_endpoints" SET "event_types" = ARRAY['grant.found', 'pursuit.won', 'task.completed']::text[]
WHERE cardinality("event_types") = 0;
