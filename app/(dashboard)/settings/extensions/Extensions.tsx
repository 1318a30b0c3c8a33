'use client';
// Settings → Extensions: API keys, portal tokens, webhooks and the catalog's syncs, one tab each (the tab is kept in
// ?tab=).
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { PageHeader } from '../../../_components/ui/Card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../_components/ui/Tabs';
import { ApiKeys } from './ApiKeys';
import { CatalogSyncs } from './CatalogSyncs';
import { PortalTokens } from './PortalTokens';
import { Webhooks } from './Webhooks';

const TABS = ['api-keys', 'portal-tokens', 'webhooks', 'catalog-sync'] as const;

export function Extensions() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'api-keys';
  return (
    <>
      <PageHeader
        title="Extensions"
        description="Connect your ERP, CRM and BI tools: API keys for the REST API, portal tokens for embedded reports, webhooks for events."
      />
      <Tabs value={tab} onValueChange={(v) => router.replace(`${pathname}?tab=${v}`, { scroll: false })}>
        <TabsList aria-label="Extensions">
          <TabsTrigger value="api-keys">API keys</TabsTrigger>
          <TabsTrigger value="portal-tokens">Portal tokens</TabsTrigger>
          <TabsTrigger value="webhooks">Webhooks</TabsTrigger>
          <TabsTrigger value="catalog-sync">Catalog sync</TabsTrigger>
        </TabsList>
        <TabsContent value="api-keys">
          <ApiKeys />
        </TabsContent>
        <TabsContent value="portal-tokens">
          <PortalTokens />
        </TabsContent>
        <TabsContent value="webhooks">
          <Webhooks />
        </TabsContent>
        <TabsContent value="catalog-sync">
          <CatalogSyncs />
        </TabsContent>
      </Tabs>
    </>
  );
}
