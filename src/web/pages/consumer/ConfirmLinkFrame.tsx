import { useState, type ComponentType, type ReactNode } from 'react';
import type { PageMeta } from '../../../shared/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { useParams } from '../../navigation/navigation';
import { confirmFrame, type ConfirmFrames } from './confirm-frames';
import { ConsumerFrame, type ConsumerPoint } from './ConsumerFrame';

/** The step an e-mailed link confirms, with the link's id and secret from its address. */
export type ConfirmStepProps = { id: string; token: string; onDone: () => void };

type ConfirmLinkFrameProps = {
  meta: PageMeta;
  frames: ConfirmFrames;
  points: ConsumerPoint[];
  note: ReactNode;
  step: ComponentType<ConfirmStepProps>;
};

/**
 * The page of an e-mailed link (`…/:id/:token`) that confirms a consumer-law request: its heading
 * says whether the step is still to take or done.
 */
export function ConfirmLinkFrame({
  meta,
  frames,
  points,
  note,
  step: Step,
}: ConfirmLinkFrameProps) {
  usePageMeta(meta);
  const { id = '', token = '' } = useParams();
  const [done, setDone] = useState(false);
  return (
    <ConsumerFrame {...confirmFrame(frames, done)} points={points} note={note}>
      <Step id={id} token={token} onDone={() => setDone(true)} />
    </ConsumerFrame>
  );
}
