import type { Role } from '@/db/schema/auth';

/** The current user as GET /auth/me returns it (accounts-side §3 "User"). */
export interface AccountUser {
  id: string;
  username: string | null;
  email: string | null;
  role: Role;
  profile_picture: string | null;
  bio: string;
  badge: null;
  created_at: string;
  last_login: string | null;
}

