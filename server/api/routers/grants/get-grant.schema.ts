import { z } from 'zod';
import { ZId } from '../../schemas';
import { ZGrant } from './grant.schema';

export const ZGetGrantRequest = z.object({ id: ZId });
export const ZGetGrantResponse = ZGrant;
