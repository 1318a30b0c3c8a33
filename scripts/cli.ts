// CLI entry: logs go to stderr so that stdout carries only the command's result.
export {};
process.env.LOG_DESTINATION ??= 'stderr';
process.env.SEED_DEMO_ON_START ??= 'false';
await import('./cli/main');
