'use client';

import { signOut } from 'next-auth/react';

export function SignOutButton() {
  return (
    <button
      type="button"
      onClick={() => void signOut({ callbackUrl: '/login' })}
      className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium hover:bg-slate-100"
    >
      Sign out
    </button>
  );
}
