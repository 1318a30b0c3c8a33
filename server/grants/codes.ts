// The Grants.gov code tables, where the catalog's code has always imported them from (they live at the server's root,
// ../grants-gov-codes.ts, so that the applicant profile below this layer reads them too).
export * from '../grants-gov-codes';
