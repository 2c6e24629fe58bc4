// Header icons (24 px strokes, like ui/common/icons): bell, menu, apps grid, chevron.
import type { ReactNode } from 'react';

const Stroke = ({ children, size = 20 }: { children: ReactNode; size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
    strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

export const BellIcon = () => (
  <Stroke>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </Stroke>
);
export const MenuIcon = () => (
  <Stroke>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Stroke>
);
export const CloseIcon = () => (
  <Stroke>
    <path d="M6 6l12 12M18 6 6 18" />
  </Stroke>
);
export const GridIcon = () => (
  <Stroke>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <rect x="14" y="14" width="6" height="6" rx="1" />
  </Stroke>
);
export const ChevronDownIcon = () => (
  <Stroke size={16}>
    <path d="m6 9 6 6 6-6" />
  </Stroke>
);
