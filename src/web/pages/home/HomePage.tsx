import { PAGE_META } from '../../../shared/page-meta';
import { ContactSection } from '../../components/contact/ContactSection';
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
      <FeaturesSection />
      <AboutSection />
      <ServicesSection />
      <TestimonialsSection />
      <ContactSection />
    </>
  );
}
