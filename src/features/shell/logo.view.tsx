import * as styles from './shell.css';

/** The provider's mark and name; decorative mark, the name is the text (`nameFrom`: shown from that width on). */
export function Logo({ name, nameFrom }: { name: string; nameFrom?: keyof typeof styles.logoNameFrom }) {
  return (
    <>
      <svg className={styles.logoMark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path d="M14 34 32 18l18 16v16a2 2 0 0 1-2 2H38V38H26v14H16a2 2 0 0 1-2-2z" fill="#fff" />
      </svg>
      <span className={nameFrom ? styles.logoNameFrom[nameFrom] : styles.logoName}>{name}</span>
    </>
  );
}
