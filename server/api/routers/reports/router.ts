import { createTRPCRouter } from '../../trpc';
import { summaryProcedure } from './summary';

export const reportsRouter = createTRPCRouter({ summary: summaryProcedure });
