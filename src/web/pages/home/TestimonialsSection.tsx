import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide';
import { CarouselButton } from './CarouselButton';
import { SectionHeading } from './SectionHeading';
import { TestimonialCard } from './TestimonialCard';
import { TESTIMONIALS } from './testimonials';
import { useAutoplay } from './use-autoplay';
import { useSnapCarousel } from './use-snap-carousel';

/** The carousel moves on by itself every 7 seconds until someone interacts with it. */
export const TESTIMONIAL_AUTOPLAY_DELAY_MS = 7000;

export function TestimonialsSection() {
  const { scrollerRef, selected, snapCount, goTo, next, previous } = useSnapCarousel();
  const { playing, play, stop } = useAutoplay(next, TESTIMONIAL_AUTOPLAY_DELAY_MS);

  /** Any use of the controls stops the autoplay, like scrolling the slides does. */
  const interact = (action: () => void) => () => {
    stop();
    action();
  };

  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="render-when-visible overflow-hidden bg-brand-50 py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonios"
          title="Lo que dicen nuestros alumnos y clientes"
        >
          Estudiantes, profesionales y emprendedores que ya confiaron en nosotros.
        </SectionHeading>
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label="Testimonios"
          className="mt-14"
        >
          {/* Focusable, so the arrow keys scroll it; touch, wheel and keys stop the autoplay. */}
          <div
            ref={scrollerRef}
            tabIndex={0}
            onPointerDown={stop}
            onWheel={stop}
            onKeyDown={stop}
            aria-live={playing ? 'off' : 'polite'}
            className="-ml-6 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
          >
            {TESTIMONIALS.map((testimonial, index) => (
              <div
                key={testimonial.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} de ${TESTIMONIALS.length}`}
                className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-6 md:basis-1/2 lg:basis-1/3"
              >
                <TestimonialCard testimonial={testimonial} />
              </div>
            ))}
          </div>
          <div className="mt-10 flex flex-wrap items-center justify-center gap-4 sm:justify-between">
            <div className="flex items-center gap-1" role="group" aria-label="Elegir testimonio">
              {Array.from({ length: snapCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  aria-label={`Ir al testimonio ${index + 1}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={interact(() => goTo(index))}
                  className="group flex size-6 items-center justify-center rounded-full"
                >
                  <span
                    className={clsx(
                      'block h-2.5 rounded-full transition-all',
                      index === selected
                        ? 'w-6 bg-brand-800'
                        : 'w-2.5 bg-brand-300 group-hover:bg-brand-500',
                    )}
                  />
                </button>
              ))}
            </div>
            <div className="flex items-center gap-3">
              <CarouselButton
                label={playing ? 'Pausar testimonios' : 'Reproducir testimonios'}
                icon={playing ? Pause : Play}
                onClick={playing ? stop : play}
              />
              <CarouselButton
                label="Testimonio anterior"
                icon={ChevronLeft}
                onClick={interact(previous)}
              />
              <CarouselButton
                label="Testimonio siguiente"
                icon={ChevronRight}
                onClick={interact(next)}
              />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
