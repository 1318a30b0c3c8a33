// Permissions and the built-in roles (docs/permissions.md): one typed list that roles, API keys and procedures share.
export const PERMISSIONS = [
  'VIEW_GRANTS',
  'MANAGE_MISSIONS',
  'VIEW_PURSUITS',
  'MANAGE_PURSUITS',
  'VIEW_PROJECTS',
  'MANAGE_TASKS',
  'VIEW_REPORTS',
  'VIEW_EVENTS',
  'MANAGE_EXTENSIONS',
  'MANAGE_MEMBERS',
  'MANAGE_ORGANIZATION',
  'VIEW_AUDIT_LOG',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = (value: string): value is Permission => (PERMISSIONS as readonly string[]).includes(value);

const VIEW_ALL: Permission[] = ['VIEW_GRANTS', 'VIEW_PURSUITS', 'VIEW_PROJECTS', 'VIEW_REPORTS', 'VIEW_EVENTS'];

export const BUILT_IN_ROLES: Record<'owner' | 'admin' | 'manager' | 'member' | 'viewer' | 'auditor', Permission[]> = {
  owner: [...PERMISSIONS],
  admin: PERMISSIONS.filter((p) => p !== 'MANAGE_ORGANIZATION'),
  manager: [...VIEW_ALL, 'MANAGE_MISSIONS', 'MANAGE_PURSUITS', 'MANAGE_TASKS'],
  member: [...VIEW_ALL.filter((p) => p !== 'VIEW_EVENTS'), 'MANAGE_PURSUITS', 'MANAGE_TASKS'],
  viewer: ['VIEW_GRANTS', 'VIEW_PURSUITS', 'VIEW_PROJECTS', 'VIEW_REPORTS'],
  /** Reads everything, the audit trail included, and changes nothing (docs/audit.md). */
  auditor: [...VIEW_ALL, 'VIEW_AUDIT_LOG'],
};

/** API keys may never hold these. */
export const API_KEY_FORBIDDEN: Permission[] = ['MANAGE_EXTENSIONS', 'MANAGE_MEMBERS', 'MANAGE_ORGANIZATION'];
export const API_KEY_DEFAULT: Permission[] = ['VIEW_GRANTS', 'VIEW_PURSUITS', 'VIEW_PROJECTS', 'VIEW_REPORTS'];
export const PORTAL_TOKEN_ALLOWED: Permission[] = ['VIEW_PROJECTS', 'VIEW_REPORTS'];
