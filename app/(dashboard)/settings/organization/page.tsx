import type { Metadata } from 'next';
import { APPLICANT_TYPES } from '~/server/organizations/profile';
import { PageHeader } from '../../../_components/ui/Card';
import { ApplicantProfile } from './ApplicantProfile';

export const metadata: Metadata = { title: 'Organization' };

export default function OrganizationSettingsPage() {
  return (
    <>
      <PageHeader title="Organization" description="What every application asks of your organization." />
      <ApplicantProfile applicantTypes={Object.entries(APPLICANT_TYPES)} />
    </>
  );
}
