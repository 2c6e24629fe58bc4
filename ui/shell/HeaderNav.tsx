import { Anchor, Box, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { RouterAnchor } from '../common/RouterLink';
import { hrefOf, type NavEntry } from './nav-types';
import { ChevronDownIcon } from './shell-icons';

export interface HeaderNavProps {
  entries: readonly NavEntry[];
  /** The current path: the entry with the longest matching link is marked current. */
  pathname: string;
  /** horizontal on desktop, inline (stacked, sub-items indented) in the mobile menu. */
  variant: 'horizontal' | 'inline';
  label: string;
  onNavigate?: () => void;
}

/** The longest link that prefixes the path (docs/reference/store-shell.md §5.1, matchPaths). */
export function activeEntryId(entries: readonly NavEntry[], pathname: string): string | undefined {
  let best: { id: string; length: number } | undefined;
  const visit = (entry: NavEntry) => {
    const href = entry.href && !entry.external ? entry.href.split('?')[0]! : undefined;
    if (href && (pathname === href || (href !== '/' && pathname.startsWith(`${href}/`))) && href.length > (best?.length ?? -1)) {
      best = { id: entry.id, length: href.length };
    }
    entry.children?.forEach(visit);
  };
  entries.forEach(visit);
  return best?.id;
}

function EntryLink({ entry, current, onNavigate }: { entry: NavEntry; current: boolean; onNavigate?: (() => void) | undefined }) {
  const common = {
    size: 'sm',
    fw: 500,
    c: current ? 'var(--mantine-color-anchor)' : 'var(--mantine-color-text)',
    td: current ? 'underline' : undefined,
    ...(current ? { 'aria-current': 'page' as const } : {}),
    ...(onNavigate ? { onClick: onNavigate } : {}),
  };
  if (entry.external || !entry.href) {
    return (
      <Anchor {...hrefOf(entry.href)} target="_blank" rel="noreferrer" {...common}>
        {entry.title}
      </Anchor>
    );
  }
  return (
    <RouterAnchor to={entry.href} {...common}>
      {entry.title}
    </RouterAnchor>
  );
}

/** A disclosure (button + list) for nested items: no popover library on the first paint. */
function Group({ entry, activeId, variant, onNavigate }: { entry: NavEntry; activeId: string | undefined; variant: HeaderNavProps['variant']; onNavigate?: (() => void) | undefined }) {
  const [open, setOpen] = useState(variant === 'inline');
  const panelId = useId();
  const ref = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open || variant === 'inline') return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        // Focus on a link of the closing panel would fall to the page: it goes back to the button.
        if (ref.current?.contains(document.activeElement)) buttonRef.current?.focus();
        setOpen(false);
      } else if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open, variant]);
  return (
    <Box component="li" ref={ref} pos="relative" style={{ listStyle: 'none' }}>
      <UnstyledButton ref={buttonRef} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)} fz="sm" fw={500} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        {entry.title}
        <ChevronDownIcon />
      </UnstyledButton>
      {open ? (
        <Box
          id={panelId}
          component="ul"
          p={variant === 'inline' ? 0 : 'sm'}
          pl={variant === 'inline' ? 'md' : 'sm'}
          mt={variant === 'inline' ? 'xs' : 4}
          style={
            variant === 'inline'
              ? { margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }
              : {
                  display: 'flex', flexDirection: 'column', gap: 8,
                  position: 'absolute', top: '100%', left: 0, zIndex: 300, minWidth: 260, margin: 0,
                  background: 'var(--mantine-color-body)', border: '1px solid var(--mantine-color-default-border)',
                  borderRadius: 'var(--mantine-radius-md)', boxShadow: 'var(--mantine-shadow-md)',
                }
          }
        >
          {entry.children?.map((child) => (
              <Box component="li" key={child.id} style={{ listStyle: 'none' }}>
                <EntryLink entry={child} current={child.id === activeId} onNavigate={onNavigate} />
                {child.description ? (
                  <Text size="xs" c="dimmed">
                    {child.description}
                  </Text>
                ) : null}
              </Box>
            ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The header navigation: horizontal on desktop, inline in the menu below the theme's lg breakpoint (six entries and the header's controls do not fit a narrower bar). */
export function HeaderNav({ entries, pathname, variant, label, onNavigate }: HeaderNavProps) {
  const activeId = activeEntryId(entries, pathname);
  return (
    <nav aria-label={label}>
      <Box
        component="ul"
        m={0}
        p={0}
        style={{ display: 'flex', flexDirection: variant === 'inline' ? 'column' : 'row', gap: 12, alignItems: variant === 'inline' ? 'stretch' : 'center', whiteSpace: variant === 'inline' ? undefined : 'nowrap' }}
      >
        {entries.map((entry) =>
          entry.children?.length ? (
            <Group key={entry.id} entry={entry} activeId={activeId} variant={variant} onNavigate={onNavigate} />
          ) : (
            <Box component="li" key={entry.id} style={{ listStyle: 'none' }}>
              <EntryLink entry={entry} current={entry.id === activeId} onNavigate={onNavigate} />
            </Box>
          ),
        )}
      </Box>
    </nav>
  );
}
