import type { Metadata } from 'next';
import { PageHeader } from '../../../_components/ui/Card';
import { ScimProvisioning } from './ScimProvisioning';
import { SsoConnection } from './SsoConnection';
import { SsoDomains } from './SsoDomains';

export const metadata: Metadata = { title: 'Single sign-on' };

export default function SingleSignOnSettingsPage() {
  return (
    <>
      <PageHeader
        title="Single sign-on"
        description="Connect your identity provider so members sign in through it, prove your email domains, and let it create, deactivate and remove your organization's members."
      />
      <SsoConnection />
      <SsoDomains />
      <ScimProvisioning />
    </>
  );
}
