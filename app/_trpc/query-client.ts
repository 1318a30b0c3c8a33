// One QueryClient recipe for the browser and for server-side prefetch (its dehydrated cache seeds the browser's).
import { QueryClient } from '@tanstack/react-query';

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx is the server's answer, not a glitch: show it rather than retry.
        retry: (count, error) => {
          const code = (error as { data?: { appCode?: string } }).data?.appCode;
          return count < 2 && (code === undefined || code === 'INTERNAL');
        },
        refetchOnWindowFocus: false,
      },
    },
  });
}
