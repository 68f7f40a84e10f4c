import { redirect } from 'next/navigation';
import { guardedPage } from '@/lib/auth/guarded-page';

/** Any path the site does not know lands on the home page (accounts-side §2.1). */
function UnknownPath(): never {
  redirect('/');
}

export default guardedPage('/[...unknown]', UnknownPath);
