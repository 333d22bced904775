import { Icon, type IconNode } from '../../components/ui/Icon';

type CarouselButtonProps = { label: string; icon: IconNode; onClick: () => void };

/** A round control of the testimonials carousel, named by its label (the icon alone is seen). */
export function CarouselButton({ label, icon, onClick }: CarouselButtonProps) {
  return (
    <button
      type="button"
      className="flex size-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-sm ring-1 ring-slate-300 transition-colors hover:bg-brand-50"
      aria-label={label}
      onClick={onClick}
    >
      <Icon node={icon} className="size-5" aria-hidden="true" />
    </button>
  );
}
