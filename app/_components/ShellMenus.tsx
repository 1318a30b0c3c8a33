'use client';
// The shell's two menus (organization switcher, account), with Radix's menu code: the shell imports this module on the
// first press of either button (`OnFirstPress`), so no page loads it before a menu is wanted.
import { LogOut } from 'lucide-react';
import Link from 'next/link';
import { useToast } from './ui/Toast';
import { signOut } from './sign-out';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/DropdownMenu';

export type Org = { id: string; name: string; slug: string; role: string; sandboxId?: string | null };

/** The button's look and name, the same as the placeholder the shell shows until this module is loaded. */
export interface MenuButton {
  className: string;
  label?: string;
  face: React.ReactNode;
}

export function OrganizationMenu({
  button,
  orgs,
  currentId,
  onPick,
}: {
  button: MenuButton;
  orgs: Org[];
  currentId: string;
  onPick: (organizationId: string) => void;
}) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={button.className} aria-label={button.label}>
        {button.face}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Organizations</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={currentId} onValueChange={onPick}>
          {orgs.map((o) => (
            <DropdownMenuRadioItem key={o.id} value={o.id}>
              <span className="flex flex-col">
                <span>{o.name}</span>
                <span className="text-xs text-slate-600">{o.role}</span>
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function AccountMenu({ button }: { button: MenuButton }) {
  const { toast } = useToast();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={button.className} aria-label={button.label}>
        {button.face}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <Link href="/settings/members">Members and roles</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings/extensions">API keys and webhooks</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings/notifications">Notification settings</Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() =>
            void signOut('/login').catch((e: unknown) =>
              toast({ tone: 'error', title: 'Could not sign out', description: (e as Error).message }),
            )
          }
        >
          <LogOut className="size-4" aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
