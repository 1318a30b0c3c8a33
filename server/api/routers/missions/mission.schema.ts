import { z } from 'zod';
import { ZId, ZText, ZTimestamp } from '../../schemas';

const amount = z.number().int().min(0).max(1_000_000_000_000).nullable();
const labels = z.array(ZText(200)).max(50);

/** Mission fields without defaults: PATCH changes only what it is sent. */
export const ZMissionFields = z.object({
  name: ZText(200),
  // The length as sent, then trimmed (see ZText); blank is allowed.
  description: z.string().max(5000).trim(),
  keywords: z.array(ZText(100)).max(50),
  categories: labels,
  eligibleApplicantTypes: labels,
  amountMin: amount,
  amountMax: amount,
  active: z.boolean(),
});

export const ZCreateMissionRequest = ZMissionFields.extend({
  description: ZMissionFields.shape.description.default(''),
  keywords: ZMissionFields.shape.keywords.default([]),
  categories: labels.default([]),
  eligibleApplicantTypes: labels.default([]),
  amountMin: amount.default(null),
  amountMax: amount.default(null),
  active: z.boolean().default(true),
});

export const ZMission = z
  .object({
    id: ZId,
    name: z.string(),
    description: z.string(),
    keywords: z.array(z.string()),
    categories: z.array(z.string()),
    eligibleApplicantTypes: z.array(z.string()),
    amountMin: z.number().int().nullable(),
    amountMax: z.number().int().nullable(),
    active: z.boolean(),
    createdAt: ZTimestamp,
    updatedAt: ZTimestamp,
  })
  .meta({ id: 'Mission' });
