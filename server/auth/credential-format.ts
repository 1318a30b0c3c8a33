// Credential formats (docs/authentication.md): gms_live_/gms_test_ API keys with a CRC32 checksum, portal_ tokens.
import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 43;
const CHECKSUM_LENGTH = 6;
const API_KEY_PATTERN = /^gms_(live|test)_([0-9A-Za-z]{43})([0-9A-Za-z]{6})$/;
const PORTAL_TOKEN_PATTERN = /^portal_[0-9A-Za-z]{43}$/;
const CALENDAR_TOKEN_PATTERN = /^cal_[0-9A-Za-z]{43}$/;
const SCIM_TOKEN_PATTERN = /^scim_[0-9A-Za-z]{43}$/;

function randomBase62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[randomInt(62)];
  return out;
}

function toBase62(value: number, width: number): string {
  let out = '';
  let n = value;
  while (n > 0) {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out.padStart(width, '0');
}

export const checksumOf = (randomPart: string) => toBase62(crc32(randomPart), CHECKSUM_LENGTH);

export const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

export type ApiKeyMode = 'live' | 'test';

export interface GeneratedSecret {
  /** Shown once, never stored. */
  plaintext: string;
  hash: string;
  prefix: string;
  lastFour: string;
}

function describe(plaintext: string, prefixLength: number): GeneratedSecret {
  return {
    plaintext,
    hash: sha256Hex(plaintext),
    prefix: `${plaintext.slice(0, prefixLength)}…`,
    lastFour: plaintext.slice(-4),
  };
}

export function generateApiKey(mode: ApiKeyMode): GeneratedSecret {
  const random = randomBase62(RANDOM_LENGTH);
  const key = `gms_${mode}_${random}${checksumOf(random)}`;
  return describe(key, `gms_${mode}_`.length + 4);
}

export function generatePortalToken(): GeneratedSecret {
  return describe(`portal_${randomBase62(RANDOM_LENGTH)}`, 'portal_'.length + 4);
}

/** The secret of a calendar feed URL (docs/calendar.md): `cal_<43 base62>`. */
export function generateCalendarToken(): GeneratedSecret {
  return describe(`cal_${randomBase62(RANDOM_LENGTH)}`, 'cal_'.length + 4);
}

/** An organization's SCIM bearer token (docs/sso.md#scim-provisioning): `scim_<43 base62>`. */
export function generateScimToken(): GeneratedSecret {
  return describe(`scim_${randomBase62(RANDOM_LENGTH)}`, 'scim_'.length + 4);
}

/** Checks shape and checksum without any lookup; returns the mode or null for a malformed key. */
export function parseApiKey(key: string): { mode: ApiKeyMode } | null {
  const m = API_KEY_PATTERN.exec(key);
  if (!m) return null;
  const [, mode, random, checksum] = m;
  if (checksumOf(random!) !== checksum) return null;
  return { mode: mode as ApiKeyMode };
}

export const isWellFormedPortalToken = (token: string) => PORTAL_TOKEN_PATTERN.test(token);
export const isWellFormedCalendarToken = (token: string) => CALENDAR_TOKEN_PATTERN.test(token);
export const isWellFormedScimToken = (token: string) => SCIM_TOKEN_PATTERN.test(token);
