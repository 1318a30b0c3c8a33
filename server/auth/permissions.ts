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
  'MANAGE_WEBHOOKS',
  'MANAGE_MEMBERS',
  'MANAGE_ORGANIZATION',
  'VIEW_AUDIT_LOG',
  'VIEW_DOCUMENTS',
  'MANAGE_DOCUMENTS',
  'VIEW_BUDGETS',
  'MANAGE_BUDGETS',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = (value: string): value is Permission => (PERMISSIONS as readonly string[]).includes(value);

const VIEW_ALL: Permission[] = [
  'VIEW_GRANTS',
  'VIEW_PURSUITS',
  'VIEW_PROJECTS',
  'VIEW_REPORTS',
  'VIEW_EVENTS',
  'VIEW_DOCUMENTS',
  'VIEW_BUDGETS',
];

export const BUILT_IN_ROLES: Record<'owner' | 'admin' | 'manager' | 'member' | 'viewer' | 'auditor', Permission[]> = {
  owner: [...PERMISSIONS],
  admin: PERMISSIONS.filter((p) => p !== 'MANAGE_ORGANIZATION'),
  manager: [...VIEW_ALL, 'MANAGE_MISSIONS', 'MANAGE_PURSUITS', 'MANAGE_TASKS', 'MANAGE_DOCUMENTS', 'MANAGE_BUDGETS'],
  // A member writes applications: the narratives and attachments are theirs to upload (docs/permissions.md); they
  // read a project's budget but do not change it or record spending (MANAGE_BUDGETS moves money).
  member: [...VIEW_ALL.filter((p) => p !== 'VIEW_EVENTS'), 'MANAGE_PURSUITS', 'MANAGE_TASKS', 'MANAGE_DOCUMENTS'],
  viewer: ['VIEW_GRANTS', 'VIEW_PURSUITS', 'VIEW_PROJECTS', 'VIEW_REPORTS', 'VIEW_DOCUMENTS', 'VIEW_BUDGETS'],
  /** Reads everything, the audit trail included, and changes nothing (docs/audit.md). */
  auditor: [...VIEW_ALL, 'VIEW_AUDIT_LOG'],
};

/** API keys may never hold these. */
export const API_KEY_FORBIDDEN: Permission[] = ['MANAGE_EXTENSIONS', 'MANAGE_MEMBERS', 'MANAGE_ORGANIZATION'];
export const API_KEY_DEFAULT: Permission[] = ['VIEW_GRANTS', 'VIEW_PURSUITS', 'VIEW_PROJECTS', 'VIEW_REPORTS'];
/** Every permission an API key may hold. */
export const API_KEY_ALLOWED: Permission[] = PERMISSIONS.filter((p) => !API_KEY_FORBIDDEN.includes(p));

/**
 * Starting points for a new API key (docs/permissions.md#api-key-presets), offered by the dashboard's form and
 * `cli api-key create --preset`: the permissions of the key are the preset's, checked like any list.
 */
export const API_KEY_PRESETS = {
  'read-only': {
    label: 'Read-only reporting',
    description: 'Reads grants, pursuits, projects, reports and events; changes nothing.',
    permissions: ['VIEW_GRANTS', 'VIEW_PURSUITS', 'VIEW_PROJECTS', 'VIEW_REPORTS', 'VIEW_EVENTS'],
  },
  'crm-sync': {
    label: 'CRM sync: pursuits and tasks',
    description: 'Reads grants; creates and updates pursuits and the deliverables of funded projects.',
    permissions: ['VIEW_GRANTS', 'VIEW_PURSUITS', 'MANAGE_PURSUITS', 'VIEW_PROJECTS', 'MANAGE_TASKS'],
  },
  'full-access': {
    label: 'Full access',
    description: 'Every permission a key may hold: missions, webhooks and the audit log included.',
    permissions: API_KEY_ALLOWED,
  },
} as const satisfies Record<string, { label: string; description: string; permissions: readonly Permission[] }>;

export type ApiKeyPreset = keyof typeof API_KEY_PRESETS;
export const API_KEY_PRESET_NAMES = Object.keys(API_KEY_PRESETS) as [ApiKeyPreset, ...ApiKeyPreset[]];
export const isApiKeyPreset = (value: string): value is ApiKeyPreset => value in API_KEY_PRESETS;

/**
 * A portal token with VIEW_DOCUMENTS reads only the documents marked for the portal (docs/documents.md#the-portal);
 * one given VIEW_BUDGETS reads its projects' budgets and expenses (docs/post-award.md).
 */
export const PORTAL_TOKEN_ALLOWED: Permission[] = ['VIEW_PROJECTS', 'VIEW_REPORTS', 'VIEW_DOCUMENTS', 'VIEW_BUDGETS'];
/** What a portal token holds unless its creator asks for documents too. */
export const PORTAL_TOKEN_DEFAULT: Permission[] = ['VIEW_PROJECTS', 'VIEW_REPORTS'];
