import type { Metadata, Viewport } from 'next';
import { UnannouncedUnlocksSlot } from '@/components/achievements/UnannouncedUnlocksSlot';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { DevLoginBanner } from '@/components/layout/DevLoginBanner';
import { MenuBar } from '@/components/layout/MenuBar';
import { QueryProvider } from '@/components/layout/QueryProvider';
import { ServiceWorkerRegistration } from '@/components/layout/ServiceWorkerRegistration';
import { SkipLink } from '@/components/layout/SkipLink';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { ToastProvider } from '@/components/ui/toast';
import { SITE_BACKGROUND, SITE_DESCRIPTION, SITE_NAME, siteUrl } from '@/lib/site';
import './globals.css';
import './result-colours.css';

/**
 * What every page inherits; the public pages set theirs through pageMetadata() (lib/seo/metadata.ts). The
 * icons and the web manifest come from Next's file conventions: app/favicon.ico, icon.svg, apple-icon.png, manifest.ts.
 */
export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  openGraph: { siteName: SITE_NAME, type: 'website' },
  // Every page's share image (a game's, a profile's) is also its large Twitter card.
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: SITE_BACKGROUND,
};

/**
 * Pages that read nothing per request (the home and game pages) are prerendered at build time and served
 * as built; the others render per request with a CSP nonce (lib/security/page-security.ts).
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <SkipLink />
        <ServiceWorkerRegistration />
        <QueryProvider>
          <AuthProvider>
            <ToastProvider>
              <DevLoginBanner />
              <MenuBar />
              <main id="main" tabIndex={-1}>
                {children}
              </main>
              <SiteFooter />
              <UnannouncedUnlocksSlot />
            </ToastProvider>
          </AuthProvider>
        </QueryProvider>
      </body>
    </html>
  );
}
