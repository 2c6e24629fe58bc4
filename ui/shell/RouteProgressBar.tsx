import { Box, Progress } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../i18n';

export interface RouteProgressBarProps {
  /** hidden: nothing; running: creeps towards the end; done: full, about to go. */
  phase: 'hidden' | 'running' | 'done';
}

/** How far the bar creeps while the page loads, and how long that takes (it never claims done). */
const CREEP = { from: 12, to: 85, ms: 4000 } as const;

/**
 * A thin bar across the top of the window while a slow page loads (Mantine's Progress; the
 * timing is the route-progress machine's). A progressbar with a name for assistive technology.
 */
export function RouteProgressBar({ phase }: RouteProgressBarProps) {
  // Mounted afresh each time it shows, so it always starts from the left.
  return phase === 'hidden' ? null : <VisibleBar done={phase === 'done'} />;
}

function VisibleBar({ done }: { done: boolean }) {
  const t = useT();
  const [creep, setCreep] = useState<number>(CREEP.from);
  useEffect(() => {
    // Creep on the next frame, so the width transitions from the start value.
    const frame = requestAnimationFrame(() => setCreep(CREEP.to));
    return () => cancelAnimationFrame(frame);
  }, []);
  // A named region: outside the header and main landmarks, content still belongs to one.
  return (
    <Box component="section" aria-label={t('app.progress.label')}>
      <Progress.Root
        size={3}
        radius={0}
        transitionDuration={done ? 100 : CREEP.ms}
        pos="fixed"
        top={0}
        left={0}
        right={0}
        style={{ zIndex: 1000, background: 'transparent' }}
        data-testid="route-progress"
        data-phase={done ? 'done' : 'running'}
      >
        <Progress.Section value={done ? 100 : creep} aria-label={t('app.progress.label')} />
      </Progress.Root>
    </Box>
  );
}
