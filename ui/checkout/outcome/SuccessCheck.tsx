import classes from './outcome.module.css';

/** The animated check of a completed payment (decorative; reduced motion shows it drawn). */
export function SuccessCheck({ size = 64 }: { size?: number }) {
  return (
    <svg className={classes.check} width={size} height={size} viewBox="0 0 52 52" aria-hidden="true" focusable="false" data-testid="success-check">
      <circle className={classes.circle} cx="26" cy="26" r="24" fill="var(--mantine-color-green-light)" stroke="var(--mantine-color-green-filled)" strokeWidth="2" />
      <path className={classes.tick} d="M16 27l7 7 13-15" fill="none" stroke="var(--mantine-color-green-text)" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
