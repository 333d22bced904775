import { PAGE_META } from '../../../shared/page-meta';
import { ContactSection } from '../../components/contact/ContactSection';
import { HydrateLater } from '../../components/layout/HydrateLater';
import { usePageMeta } from '../../lib/use-page-meta';
import { AboutSection } from './AboutSection';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { ServicesSection } from './ServicesSection';
import { TestimonialsSection } from './TestimonialsSection';
import { useArrivalScroll } from './use-arrival-scroll';

/** The landing page: hero, features, about us, services and courses, testimonials, contact. */
export default function HomePage() {
  usePageMeta(PAGE_META.home);
  useArrivalScroll();
  return (
    <>
      <HeroSection />
      {/* Below the first screen: read as server markup while the hero is taken over. */}
      <HydrateLater>
        <FeaturesSection />
      </HydrateLater>
      <HydrateLater>
        <AboutSection />
      </HydrateLater>
      <HydrateLater>
        <ServicesSection />
      </HydrateLater>
      <HydrateLater>
        <TestimonialsSection />
      </HydrateLater>
      <HydrateLater>
        <ContactSection />
      </HydrateLater>
    </>
  );
}
