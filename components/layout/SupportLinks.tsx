'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { SupportFormKind } from '@/lib/feedback/messages';

/** The forms load when first opened: the footer is on every page, the forms are rarely needed. */
const SupportFormModal = dynamic(() => import('@/components/feedback/SupportFormModal').then((module) => module.SupportFormModal), { ssr: false });

/** The footer's Submit Feedback and Report Bug entries (accounts-side §2.2, §2.14). */
export function SupportLinks() {
  const [open, setOpen] = useState<SupportFormKind | null>(null);
  return (
    <>
      <li>
        <button type="button" onClick={() => setOpen('feedback')}>
          Submit Feedback
        </button>
      </li>
      <li>
        <button type="button" onClick={() => setOpen('bug')}>
          Report Bug
        </button>
      </li>
      {/* Outside the footer: its list and link styles must not reach the form. */}
      {open && createPortal(<SupportFormModal key={open} kind={open} onClose={() => setOpen(null)} />, document.body)}
    </>
  );
}
