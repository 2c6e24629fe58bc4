// The tag of a promotion code (decorative: the row and its button carry the names).
import { StrokeIcon } from '@ui/common/icons';

export const TagIcon = () => (
  <StrokeIcon size={16} strokeWidth={2}>
    <path d="M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
    <path d="M7.5 7.5h.01" />
  </StrokeIcon>
);
