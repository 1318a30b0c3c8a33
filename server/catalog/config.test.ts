// The sync's settings and URL handling: the schedule's default and how to turn it off, {date}, and what is logged of a URL.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { expandExtractUrl } from './download';
import { redactUrl } from './failure';

describe('CATALOG_SYNC_CRON', () => {
  it('defaults to daily at 06:00 UTC; set but empty, or off, disables the schedule', () => {
    expect(parseEnv({}).CATALOG_SYNC_CRON).toBe('0 6 * * *');
    expect(parseEnv({ CATALOG_SYNC_CRON: '' }).CATALOG_SYNC_CRON).toBeNull();
    expect(parseEnv({ CATALOG_SYNC_CRON: 'off' }).CATALOG_SYNC_CRON).toBeNull();
    expect(parseEnv({ CATALOG_SYNC_CRON: '30 5 * * 1' }).CATALOG_SYNC_CRON).toBe('30 5 * * 1');
    expect(() => parseEnv({ CATALOG_SYNC_CRON: 'daily' })).toThrow(/CATALOG_SYNC_CRON: must be a 5-field cron/);
  });

  it('other settings keep their defaults when empty, and refuse nonsense', () => {
    const config = parseEnv({ CATALOG_SYNC_RETRIES: '' });
    expect(config.CATALOG_SYNC_RETRIES).toBe(3);
    expect(config.GRANTS_GOV_EXTRACT_URL).toContain('{date}');
    expect(() => parseEnv({ GRANTS_GOV_EXTRACT_URL: 'ftp://example.org/x.zip' })).toThrow(/GRANTS_GOV_EXTRACT_URL/);
    expect(() => parseEnv({ CATALOG_SYNC_RETRIES: '11' })).toThrow(/CATALOG_SYNC_RETRIES/);
  });
});

describe('extract URLs', () => {
  it('{date} is the UTC date as YYYYMMDD', () => {
    expect(expandExtractUrl('https://x.test/GrantsDBExtract{date}v2.zip', new Date('2026-12-31T23:59:59Z'))).toBe(
      'https://x.test/GrantsDBExtract20261231v2.zip',
    );
  });

  it('a logged or stored URL keeps no query and no credentials', () => {
    expect(redactUrl('https://user:pw@x.test/a.zip?key=s3cret&x=1')).toBe('https://x.test/a.zip?…');
    expect(redactUrl('https://x.test/a.zip')).toBe('https://x.test/a.zip');
    expect(redactUrl('not a url')).toBe('(invalid URL)');
  });
});
