import { OwnsEveryCourse } from '../../components/bundle/OwnsEveryCourse';
import type { BuyItem } from './buy-item';
import { BuyHeading } from './BuyHeading';
import { BuyPanel } from './BuyPanel';

/** In place of the buy form for a buyer who has every course of the route already. */
export function OwnedBundle({ item }: { item: BuyItem }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BuyHeading title={item.title} />
      <BuyPanel title="No hay nada más para comprar" className="mt-8">
        <div className="mt-4 sm:w-fit">
          <OwnsEveryCourse />
        </div>
      </BuyPanel>
    </div>
  );
}
