import { Quote, Star } from 'lucide';
import { Icon } from '../../components/ui/Icon';
import type { Testimonial } from './testimonials';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col gap-5 rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between">
        <Icon node={Quote} className="size-8 text-brand-200" aria-hidden="true" />
        <span className="flex gap-0.5 text-accent-500" role="img" aria-label="5 de 5 estrellas">
          {Array.from({ length: 5 }, (_, index) => (
            <Icon node={Star} key={index} className="size-4 fill-current" aria-hidden="true" />
          ))}
        </span>
      </div>
      <blockquote className="flex-1 text-slate-700">“{testimonial.quote}”</blockquote>
      <figcaption className="flex items-center gap-3 border-t border-slate-100 pt-5">
        <span
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-semibold text-white"
          aria-hidden="true"
        >
          {initials(testimonial.name)}
        </span>
        <span>
          <span className="block font-semibold text-brand-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
