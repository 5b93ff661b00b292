import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../../i18n';
import { PROGRESS_COMPLETE_MS, PROGRESS_FADE_MS, PROGRESS_SHOW_DELAY_MS, PROGRESS_START, PROGRESS_TICK_MS, trickle } from './progress';

type Phase = 'hidden' | 'running' | 'done';

/**
 * SPEC §4/§9 navigation progress bar: 2 px, primary colour, fixed at the top.
 * It appears once a route or parameter change has been loading for 200 ms
 * (fast navigations show nothing), creeps towards 90 %, then fills to 100 %
 * and fades out when the navigation is over.
 */
export function ProgressBar() {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('hidden');
  const [value, setValue] = useState(0);
  const phaseRef = useRef<Phase>('hidden');

  useEffect(() => {
    phaseRef.current = phase;
  });

  useEffect(() => {
    if (!busy) return;
    let tick: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      setPhase('running');
      setValue(PROGRESS_START);
      tick = setInterval(() => setValue(trickle), PROGRESS_TICK_MS);
    };
    // A bar still fading out from the previous navigation restarts at once; otherwise wait out the display delay.
    const delay = phaseRef.current === 'done' ? undefined : setTimeout(start, PROGRESS_SHOW_DELAY_MS);
    if (delay === undefined) start();
    return () => {
      clearTimeout(delay);
      clearInterval(tick);
    };
  }, [busy]);

  useEffect(() => {
    if (busy || phase !== 'running') return;
    setPhase('done');
    setValue(1);
  }, [busy, phase]);

  useEffect(() => {
    if (phase !== 'done') return;
    const id = setTimeout(() => {
      setPhase('hidden');
      setValue(0);
    }, PROGRESS_COMPLETE_MS + PROGRESS_FADE_MS);
    return () => clearTimeout(id);
  }, [phase]);

  return (
    <div
      className={`progress-bar progress-bar--${phase}`}
      role="progressbar"
      aria-label={t('global.progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      aria-hidden={phase === 'running' ? undefined : true}
    >
      <div className="progress-bar__fill" style={{ transform: `scaleX(${value})` }} />
    </div>
  );
}
