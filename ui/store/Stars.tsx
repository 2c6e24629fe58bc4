import { Group } from '@mantine/core';
import { RATING_MAX, starFill } from '@domain/store';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/**
 * Stars as pictures (SVG, not glyphs) with the value in words for assistive technology: a row of
 * five, whole stars filled and a half star from .5.
 */
export function Stars({ value, label, size = 16 }: { value: string; label: string; size?: number }) {
  const { full, half } = starFill(value);
  return (
    <Group gap={2} role="img" aria-label={label} wrap="nowrap" component="span" style={{ display: 'inline-flex' }}>
      {Array.from({ length: RATING_MAX }, (_, i) => {
        const kind = i < full ? 'full' : i === full && half ? 'half' : 'empty';
        const id = `star-half-${size}`;
        return (
          <svg key={i} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" data-star={kind}>
            {kind === 'half' ? (
              <defs>
                <linearGradient id={id}>
                  <stop offset="50%" stopColor="var(--mantine-color-yellow-6)" />
                  <stop offset="50%" stopColor="var(--mantine-color-gray-4)" />
                </linearGradient>
              </defs>
            ) : null}
            <path d={STAR} fill={kind === 'full' ? 'var(--mantine-color-yellow-6)' : kind === 'half' ? `url(#${id})` : 'var(--mantine-color-gray-4)'} />
          </svg>
        );
      })}
    </Group>
  );
}
