import { contactEmail } from '@/lib/content/site-links';
import styles from './Content.module.css';

/** How to reach us: the configured e-mail, else the footer's feedback form. */
export function ContactLine() {
  const email = contactEmail();
  return email ? (
    <p>
      Write to us at{' '}
      <a className={styles.link} href={`mailto:${email}`}>
        {email}
      </a>
      .
    </p>
  ) : (
    <p>Write to us through Submit Feedback at the bottom of every page.</p>
  );
}

/** The sentence offering e-mail as another way, for the end of a paragraph: only when an address is configured. */
export function AskByEmail() {
  return contactEmail() ? <> You can also ask us by e-mail.</> : null;
}
