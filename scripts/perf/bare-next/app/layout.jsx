// The reference page's layout for `npm run lighthouse`: the least a Next app renders, no client code.
export const metadata = { title: 'Bare Next page', description: 'The reference page Lighthouse measures the site against.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, padding: '1rem', fontFamily: 'system-ui, sans-serif', lineHeight: 1.5 }}>
        <main>{children}</main>
      </body>
    </html>
  );
}
