import type { Metadata } from 'next';
import { UsernameSetup } from '@/components/account/UsernameSetup';

export const metadata: Metadata = { title: 'Choose a username (preview)', robots: { index: false } };

/** Development only (page.dev.tsx): the username form without the guard, to look at it and its checklist. */
export default function UsernameSetupPreview() {
  return <UsernameSetup />;
}
