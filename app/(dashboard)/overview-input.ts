// The overview's summary period (this calendar year), shared by the server prefetch and the client query.
export const overviewInput = () => ({ from: `${new Date().getUTCFullYear()}-01-01` });
