// Stroke icons of the outcome screens (24px grid, decorative).
import { StrokeIcon } from '../../common/icons';

export const ClockIcon = () => (
  <StrokeIcon size={28}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </StrokeIcon>
);

export const EmptyBoxIcon = () => (
  <StrokeIcon size={28}>
    <path d="M3 8l9-5 9 5v8l-9 5-9-5z" />
    <path d="M3 8l9 5 9-5M12 13v8" />
  </StrokeIcon>
);
