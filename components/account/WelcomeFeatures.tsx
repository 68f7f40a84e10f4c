import styles from './AccountPages.module.css';

const FEATURES = [
  { icon: '📅', title: 'Daily challenges', text: 'A new puzzle in every game each day, the same for everyone.' },
  { icon: '🏆', title: 'Achievements & streaks', text: 'Keep your streak alive and unlock achievements as you play.' },
  { icon: '📈', title: 'Track your progress', text: 'Your stats and streaks are saved to your account on every device.' },
];

/** The three things an account brings (accounts-side §2.4). */
export function WelcomeFeatures() {
  return (
    <ul className={styles.features}>
      {FEATURES.map((feature) => (
        <li key={feature.title}>
          <span aria-hidden className={styles.featureIcon}>
            {feature.icon}
          </span>
          <span>
            <strong>{feature.title}</strong>
            <span className={styles.featureText}>{feature.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
