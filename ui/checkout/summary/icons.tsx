// Small stroke icons of the order summary (decorative: the controls carry the names).
const Svg = ({ d }: { d: string }) => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2}
    strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

export const MinusIcon = () => <Svg d="M5 12h14" />;
export const PlusIcon = () => <Svg d="M12 5v14M5 12h14" />;
export const ChevronIcon = ({ open }: { open: boolean }) => <Svg d={open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />;
