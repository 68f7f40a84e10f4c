// The reference page's layout for `npm run lighthouse`: the least a Next app renders, no client code, and one
// ordinary external stylesheet (globals.css) as a real site has (issue 38: compare like with like).
import './globals.css';

export const metadata = { title: 'Bare Next page', description: 'The reference page Lighthouse measures the site against.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}
