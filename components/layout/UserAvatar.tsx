import { pictureUrl } from '@/lib/profile/display';
import styles from './UserAvatar.module.css';

/** A round avatar: the profile picture when set, else the name's first letter. */
export function UserAvatar({ name, picture, size = 28 }: { name: string; picture: string | null; size?: number }) {
  const style = { width: size, height: size, fontSize: size * 0.45 };
  if (picture) {
    // eslint-disable-next-line @next/next/no-img-element -- a small user upload served by our own call
    return <img className={styles.avatar} style={style} src={pictureUrl(picture)} alt="" />;
  }
  return (
    <span className={styles.avatar} style={style} aria-hidden>
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
