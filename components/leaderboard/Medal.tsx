import type { Medal as MedalKind } from './ranking';

const COLOURS: Record<MedalKind, { face: string; rim: string; ribbon: string; text: string }> = {
  gold: { face: '#f5c542', rim: '#b8860b', ribbon: '#3b82f6', text: '#5c4300' },
  silver: { face: '#d9dee5', rim: '#8a94a3', ribbon: '#ef4444', text: '#39414d' },
  bronze: { face: '#d99058', rim: '#8c5227', ribbon: '#22c55e', text: '#4a2a10' },
};

/** A medal with its rank on it, drawn (no emoji font needed). Decorative: the caller names it. */
export function Medal({ kind, rank }: { kind: MedalKind; rank: number }) {
  const colour = COLOURS[kind];
  return (
    <svg width="1.6em" height="1.6em" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-medal={kind}>
      <path d="M6 1h5l2 8H8z" fill={colour.ribbon} />
      <path d="M18 1h-5l-2 8h5z" fill={colour.ribbon} opacity="0.8" />
      <circle cx="12" cy="15" r="8" fill={colour.face} stroke={colour.rim} strokeWidth="1.6" />
      <text x="12" y="19" textAnchor="middle" fontSize="11" fontWeight="800" fontFamily="system-ui, sans-serif" fill={colour.text}>
        {rank}
      </text>
    </svg>
  );
}
