// Header icons (the 24px stroke icons of ui/common/icons): bell, menu, apps grid, chevron.
import { StrokeIcon } from '../common/icons';

export const BellIcon = () => (
  <StrokeIcon>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </StrokeIcon>
);
export const MenuIcon = () => (
  <StrokeIcon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </StrokeIcon>
);
export const CloseIcon = () => (
  <StrokeIcon>
    <path d="M6 6l12 12M18 6 6 18" />
  </StrokeIcon>
);
export const GridIcon = () => (
  <StrokeIcon>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <rect x="14" y="14" width="6" height="6" rx="1" />
  </StrokeIcon>
);
export const ChevronDownIcon = () => (
  <StrokeIcon size={16}>
    <path d="m6 9 6 6 6-6" />
  </StrokeIcon>
);
