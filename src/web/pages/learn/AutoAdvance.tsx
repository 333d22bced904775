import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import type { Step } from './course-steps';

/** Seconds shown before the player moves on by itself. */
export const ADVANCE_SECONDS = 5;

type AutoAdvanceProps = { next: Step; onGo: () => void; onCancel: () => void };

/**
 * After a video ends: 'Siguiente clase en 5 s · Cancelar' (or the unit's evaluation), counting
 * down, then `onGo`. Render it with `key` set to the step it goes to.
 */
export function AutoAdvance({ next, onGo, onCancel }: AutoAdvanceProps) {
  const [left, setLeft] = useState(ADVANCE_SECONDS);
  // The page re-renders while counting (progress comes back): the count must not restart.
  const go = useRef(onGo);
  useEffect(() => {
    go.current = onGo;
  });
  useEffect(() => {
    if (left <= 0) {
      go.current();
      return;
    }
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const what = next.kind === 'quiz' ? 'Evaluación de la unidad' : 'Siguiente clase';
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200">
      <p role="status" className="font-semibold">
        {what} en {left} s
      </p>
      <span aria-hidden="true">·</span>
      <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
        Cancelar
      </Button>
    </div>
  );
}
