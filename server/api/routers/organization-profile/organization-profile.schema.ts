// The applicant profile as /api/v1/organization/profile answers it, and the fields a PATCH may change (the
// dashboard's Settings → Organization → Applicant profile sends the same). Formats: docs/applications.md.
import { z } from 'zod';
import {
  APPLICANT_TYPE_CODES,
  APPLICANT_TYPE_MESSAGE,
  EIN_MESSAGE,
  EIN_PATTERN,
  UEI_MESSAGE,
  UEI_PATTERN,
} from '~/server/organizations/profile';
import { ZDate, ZId, ZText, ZTimestamp } from '../../schemas';

const ZReadinessItem = z.object({
  field: z.string().describe('The profile field, as a PATCH names it (`authorizedRepresentative.email`)'),
  message: z.string(),
});

export const ZProfileReadiness = z
  .object({
    ready: z.boolean().describe('true when nothing is missing (warnings do not block)'),
    missing: z
      .array(ZReadinessItem)
      .describe('What an application needs and the profile lacks: a missing field, or a SAM.gov registration expired'),
    warnings: z
      .array(ZReadinessItem)
      .describe(
        'What does not block: SAM.gov or the indirect cost rate agreement expiring within 30 days, the agreement expired',
      ),
  })
  .meta({ id: 'ProfileReadiness' });

const ZApplicantType = z
  .enum(APPLICANT_TYPE_CODES, { error: APPLICANT_TYPE_MESSAGE })
  .describe('A Grants.gov eligible-applicant code, e.g. `12` (nonprofit with 501(c)(3) status)');

export const ZOrganizationProfile = z
  .object({
    organizationId: ZId,
    legalName: z.string().nullable(),
    ein: z.string().nullable().describe('Employer Identification Number, `NN-NNNNNNN`'),
    uei: z.string().nullable().describe('SAM.gov Unique Entity ID'),
    samRegistrationExpiresOn: ZDate.nullable(),
    applicantType: z.string().nullable().describe('A Grants.gov eligible-applicant code'),
    applicantTypeLabel: z.string().nullable().describe('The applicant type as Grants.gov words it'),
    authorizedRepresentative: z.object({
      name: z.string().nullable(),
      title: z.string().nullable(),
      email: z.string().nullable(),
    }),
    fiscalYearStartMonth: z.number().int().min(1).max(12).nullable().describe('1 (January) … 12 (December)'),
    indirectCostRate: z.number().min(0).max(100).nullable().describe('Negotiated indirect cost rate, percent'),
    indirectCostRateExpiresOn: ZDate.nullable().describe('When the indirect cost rate agreement expires'),
    readiness: ZProfileReadiness,
    updatedAt: ZTimestamp.nullable().describe('null until the profile is first changed'),
  })
  .meta({ id: 'OrganizationProfile' });

export const ZGetOrganizationProfileRequest = z.object({});

/** Each field is optional (left out: unchanged) and nullable (null: cleared). */
export const ZUpdateOrganizationProfileRequest = z
  .strictObject({
    legalName: ZText(200).nullable().optional().describe('As registered with the IRS and SAM.gov'),
    ein: z
      .string()
      .regex(EIN_PATTERN, EIN_MESSAGE)
      .meta({ examples: ['61-1234567'] })
      .nullable()
      .optional()
      .describe('Employer Identification Number, `NN-NNNNNNN`'),
    uei: z
      .string()
      .regex(UEI_PATTERN, UEI_MESSAGE)
      .meta({ examples: ['J7MZK3LQ8RX4'] })
      .nullable()
      .optional()
      .describe('SAM.gov Unique Entity ID: 12 upper-case letters and digits, not starting with 0, no I or O'),
    samRegistrationExpiresOn: ZDate.nullable().optional().describe('When the SAM.gov registration expires'),
    applicantType: ZApplicantType.nullable().optional(),
    authorizedRepresentative: z
      .strictObject({
        name: ZText(200).nullable().optional(),
        title: ZText(200).nullable().optional(),
        email: z.email({ error: 'must be an email address' }).nullable().optional(),
      })
      .optional()
      .describe('Who signs applications (the AOR): send only the parts that change; null clears a part'),
    fiscalYearStartMonth: z
      .number()
      .int({ error: 'must be a whole month number' })
      .min(1, 'must be a month number from 1 to 12')
      .max(12, 'must be a month number from 1 to 12')
      .nullable()
      .optional(),
    indirectCostRate: z
      .number()
      .min(0, 'must be a percentage from 0 to 100')
      .max(100, 'must be a percentage from 0 to 100')
      .nullable()
      .optional()
      .describe('Negotiated indirect cost rate, percent'),
    indirectCostRateExpiresOn: ZDate.nullable().optional().describe('When the rate agreement expires'),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'send at least one field to change' });

export type OrganizationProfileResponse = z.output<typeof ZOrganizationProfile>;
export type UpdateOrganizationProfileRequest = z.input<typeof ZUpdateOrganizationProfileRequest>;
