import { redirect } from 'next/navigation';

/** Any path the site does not know lands on the home page (accounts-side §2.1). */
export default function UnknownPath(): never {
  redirect('/');
}
