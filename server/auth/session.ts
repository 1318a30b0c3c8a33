// Dashboard sessions (next-auth, JWT cookie): email + password, and a Firebase ID token exchanged for a session
// when Firebase is configured. A session is re-checked every few minutes, so a disabled or revoked user loses it.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { NextAuthOptions, Session } from 'next-auth';
import { getServerSession } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import type { Provider } from 'next-auth/providers/index';
import { users } from '~/db/schema';
import { getDb } from '../db';
import { env } from '../env';
import { getAuthSecret } from '../secrets';
import { hashPassword, verifyPassword } from '../users/passwords';
import { isIdentityUserActive, resolveIdTokenUser } from './id-tokens';

const SESSION_MAX_AGE_S = 12 * 60 * 60;

// A real hash of a random password: an unknown email costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

interface SessionToken {
  userId?: string;
  firebaseUid?: string | null;
  checkedAt?: number;
  invalid?: boolean;
}

async function authorizePassword(email: string, password: string) {
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !ok || !user.passwordHash || user.disabledAt) return null;
  return { id: user.id, email: user.email, name: user.name, firebaseUid: null };
}

async function stillActive(token: SessionToken): Promise<boolean> {
  if (!token.userId) return false;
  const db = await getDb();
  const [user] = await db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, token.userId)).limit(1);
  if (!user || user.disabledAt) return false;
  if (token.firebaseUid && !(await isIdentityUserActive(token.firebaseUid, token.checkedAt ?? 0))) return false;
  return true;
}

export function authOptions(): NextAuthOptions {
  const providers: Provider[] = [
    CredentialsProvider({
      id: 'password',
      name: 'Email and password',
      credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
      authorize: async (credentials) =>
        credentials?.email && credentials.password ? authorizePassword(credentials.email, credentials.password) : null,
    }),
  ];
  if (env().FIREBASE_PROJECT_ID) {
    providers.push(
      CredentialsProvider({
        id: 'firebase',
        name: 'Firebase',
        credentials: { idToken: { label: 'ID token', type: 'text' } },
        authorize: async (credentials) => {
          if (!credentials?.idToken) return null;
          try {
            const user = await resolveIdTokenUser(await getDb(), credentials.idToken);
            return { id: user.userId, email: user.email, name: null, firebaseUid: user.firebaseUid };
          } catch {
            return null;
          }
        },
      }),
    );
  }
  return {
    secret: getAuthSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_S },
    pages: { signIn: '/login' },
    providers,
    callbacks: {
      async jwt({ token, user }) {
        const t = token as typeof token & SessionToken;
        if (user) {
          t.userId = user.id;
          t.firebaseUid = (user as { firebaseUid?: string | null }).firebaseUid ?? null;
          t.checkedAt = Date.now();
          return t;
        }
        if (!t.invalid && Date.now() - (t.checkedAt ?? 0) > env().SESSION_RECHECK_SECONDS * 1000) {
          t.invalid = !(await stillActive(t));
          t.checkedAt = Date.now();
        }
        return t;
      },
      async session({ session, token }) {
        const t = token as typeof token & SessionToken;
        return { ...session, userId: t.invalid ? undefined : t.userId } as Session & { userId?: string };
      },
    },
  };
}

/** The signed-in user's id, or null (no session, or a session that failed its re-check). */
export async function currentUserId(): Promise<string | null> {
  const session = (await getServerSession(authOptions())) as (Session & { userId?: string }) | null;
  return session?.userId ?? null;
}
