// Commands that write emails with links (`notifications run`, `worker`: digests and reminders) build those links
// from APP_URL; without it they point at where a server would listen (http://localhost:3000), which in production
// reaches nobody. Like the server with a missing setting, such a command refuses at once, in one line, before any
// work. Without SMTP_URL no email is written, and every command runs as before.
import { ConfigurationError, env, type Env } from '~/server/env';

export function requireAppUrlForEmail(command: string, config: Env = env()): void {
  if (config.NODE_ENV === 'production' && config.SMTP_URL && !config.APP_URL) {
    throw new ConfigurationError(
      `APP_URL must be set in production: \`${command}\` sends emails whose links are built from it`,
    );
  }
}
