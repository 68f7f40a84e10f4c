import type { ReactNode } from 'react';
import { SITE_NAME } from '@/lib/site';

/** The size every share image has (Open Graph and Twitter's large card). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * The frame of every share image (rendered by next/og, so inline styles only): the site's dark page, a
 * band of the theme's colours, the content centred, and the site's name at the foot.
 */
export function ShareCard({ primary, secondary, children }: { primary: string; secondary: string; children: ReactNode }) {
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: '#0f1420', color: '#edf1f8', fontFamily: 'sans-serif' }}>
      <div style={{ display: 'flex', height: 18, background: `linear-gradient(90deg, ${primary}, ${secondary})` }} />
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', padding: '40px 80px', gap: 28 }}>{children}</div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '0 60px 40px', fontSize: 30, color: '#a3aec4' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 52, height: 52, borderRadius: 12, background: '#16a34a', color: '#fff', fontSize: 34, fontWeight: 700 }}>G</div>
          <span style={{ color: '#edf1f8', fontWeight: 700 }}>{SITE_NAME}</span>
        </div>
        <span>Daily guessing games</span>
      </div>
    </div>
  );
}
