import type { Role } from '@/db/schema/auth';
import type { ProfileBadge } from '@/lib/profile/badge';

/** The current user as GET /auth/me returns it (accounts-side §3 "User"). */
export interface AccountUser {
  id: string;
  username: string | null;
  email: string | null;
  role: Role;
  profile_picture: string | null;
  bio: string;
  /** The achievement worn as a badge, or null. */
  badge: ProfileBadge | null;
  created_at: string;
  last_login: string | null;
}

