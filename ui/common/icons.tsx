// A handful of 24px stroke icons; an icon library would cost more than these few paths.
import type { SVGProps } from 'react';

/**
 * The one 24px-grid stroke icon wrapper (the header's and the outcome screens' icons use it too).
 * Decorative: the control that holds an icon carries its name.
 */
export const StrokeIcon = ({ children, size = 20, ...props }: SVGProps<SVGSVGElement> & { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
    strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
    {children}
  </svg>
);

export const SunIcon = () => (
  <StrokeIcon>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </StrokeIcon>
);
export const MoonIcon = () => (
  <StrokeIcon>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </StrokeIcon>
);
export const UserIcon = () => (
  <StrokeIcon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </StrokeIcon>
);
export const AlertIcon = () => (
  <StrokeIcon>
    <path d="M12 9v4M12 17h.01" />
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
  </StrokeIcon>
);
export const LogoMark = () => (
  <StrokeIcon size={28} strokeWidth={2}>
    <rect x="2.5" y="5" width="19" height="14" rx="3" />
    <path d="M2.5 10h19M6.5 15h4" />
  </StrokeIcon>
);
