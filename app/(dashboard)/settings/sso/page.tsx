import type { Metadata } from 'next';
import { PageHeader } from '../../../_components/ui/Card';
import { ScimProvisioning } from './ScimProvisioning';

export const metadata: Metadata = { title: 'Single sign-on' };

export default function SingleSignOnSettingsPage() {
  return (
    <>
      <PageHeader
        title="Single sign-on"
        description="Let your identity provider create, deactivate and remove your organization's members."
      />
      <ScimProvisioning />
    </>
  );
}
