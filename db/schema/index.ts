export * from './organizations';
export * from './credentials';
export * from './grants';
export * from './pipeline';
export * from './events';
export * from './idempotency';
export * from './invitations';
export * from './email';
