// The portal's 401 (page.tsx calls unauthorized() for an unknown, revoked or expired token).
import { PortalMessage } from './PortalMessage';

export default function PortalUnauthorized() {
  return (
    <PortalMessage title="This report link is no longer valid">
      It may have expired or been revoked. Ask whoever shared it for a new link.
    </PortalMessage>
  );
}
