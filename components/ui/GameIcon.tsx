import type { ReactNode } from 'react';

const PATHS: Record<string, ReactNode> = {
  cross: <path d="M10 2h4v6h6v4h-6v10h-4V12H4V8h6z" />,
  'card-random': (
    <>
      <rect x="4" y="2" width="16" height="20" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="9" cy="7.5" r="1.5" />
      <circle cx="15" cy="16.5" r="1.5" />
      <circle cx="12" cy="12" r="1.5" />
    </>
  ),
  'angler-fish': (
    <>
      <path d="M3 13c2-4 6-6 10-6 3 0 5 1 7 3l2-2v8l-2-2c-2 2-4 3-7 3-4 0-8-2-10-4z" />
      <path d="M10 7c0-3 2-5 5-5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="15.5" cy="2.5" r="1.5" />
    </>
  ),
  'sword-wound': (
    <>
      <path d="M19 2l3 3-11 11-3-3z" />
      <path d="M6 14l4 4-2 2-1.5-1.5L3 22l-1-1 3.5-3.5L4 16z" />
      <path d="M13 19c1 1 3 1 3 3M16 16c1 1 3 0 4 2" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </>
  ),
  pokeball: (
    <>
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M2.5 11h19v2h-19z" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
};

/** The game's icon (game-side §3) as an inline SVG: no icon font, no extra request. */
export function GameIcon({ name, size = 28, label }: { name: string; size?: number; label?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      {PATHS[name] ?? <circle cx="12" cy="12" r="9" />}
    </svg>
  );
}
