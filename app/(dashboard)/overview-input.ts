// The overview's summary period (this calendar year), shared by the server prefetch and the client query.
import { startOfYear } from '../_components/format';
export const overviewInput = () => ({ from: startOfYear() });
